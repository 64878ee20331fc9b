//! `procmem`: the extension's core on the command line (see cli.rs).

mod cli;

fn main() {
    use clap::Parser;
    let args = cli::Cli::parse();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if let Err(e) = cli::run(args, &mut out) {
        eprintln!("procmem: {e}");
        std::process::exit(1);
    }
}
