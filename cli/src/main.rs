//! `procmem`: the extension's core on the command line (see cli.rs).

mod cli;
mod mcp;
mod remote;
mod serve;
mod store;

fn main() {
    use clap::Parser;
    let args = cli::Cli::parse();
    // The MCP server owns stdout (the protocol): no lock may be held on it meanwhile.
    if let cli::Command::Mcp {
        store,
        server,
        token,
        watch,
    } = &args.command
    {
        let env_token = std::env::var("PROCMEM_TOKEN").ok();
        let source = match (store, server) {
            (Some(path), _) => mcp::Source::File(path),
            (None, Some(url)) => mcp::Source::Team {
                url,
                token: token
                    .as_deref()
                    .or(env_token.as_deref())
                    .unwrap_or_default(),
            },
            (None, None) => unreachable!("clap requires --store or --server"),
        };
        if let Err(e) = mcp::serve(source, *watch) {
            eprintln!("procmem: {e}");
            std::process::exit(1);
        }
        return;
    }
    if let cli::Command::Serve {
        db,
        listen,
        rate,
        admin,
    } = &args.command
    {
        if let Err(e) = serve_command(db, listen, *rate, admin.as_ref()) {
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

fn serve_command(
    db: &str,
    listen: &str,
    rate: u32,
    admin: Option<&cli::ServeAdmin>,
) -> Result<(), String> {
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        match admin {
            None => serve::run(db, listen, rate).await,
            Some(cli::ServeAdmin::Token { action }) => {
                let store = serve::db::Db::open(db).await?;
                match action {
                    cli::TokenAction::Create { name, team } => {
                        let token = store.create_token(team, name).await?;
                        println!("{token}");
                        eprintln!(
                            "procmem: the token for {name} (team {team}); it is shown only now"
                        );
                        Ok(())
                    }
                    cli::TokenAction::Revoke { name, team } => {
                        if store.revoke_token(team, name).await? {
                            eprintln!("procmem: revoked {name}'s token (team {team})");
                            Ok(())
                        } else {
                            Err(format!("{name} holds no live token in team {team}"))
                        }
                    }
                }
            }
        }
    })
}
