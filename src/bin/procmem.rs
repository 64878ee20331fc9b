//! `procmem`: the extension's core on the command line (see src/cli.rs).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::Parser;
    let cli = procmem::cli::Cli::parse();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if let Err(e) = procmem::cli::run(cli, &mut out) {
        eprintln!("procmem: {e}");
        std::process::exit(1);
    }
}

// The crate also builds for wasm32 (the extension); the CLI is native only.
#[cfg(target_arch = "wasm32")]
fn main() {}
