//! `procmem`: the extension's core on the command line (see cli.rs).

mod cli;
mod mcp;
mod store;

fn main() {
    use clap::Parser;
    let args = cli::Cli::parse();
    // The MCP server owns stdout (the protocol): no lock may be held on it meanwhile.
    if let cli::Command::Mcp { store, watch } = &args.command {
        if let Err(e) = mcp::serve(store, *watch) {
            eprintln!("procmem: {e}");
            std::process::exit(1);
        }
        return;
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if let Err(e) = cli::run(args, &mut out) {
        eprintln!("procmem: {e}");
        std::process::exit(1);
    }
}
