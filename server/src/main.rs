//! `tableside`: serves the site until SIGTERM or Ctrl-C, then finishes open
//! requests and exits.

use server::{config, site::Site};
use tokio::net::TcpListener;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    match std::env::args().nth(1).as_deref() {
        None => {}
        Some("--help" | "-h") => {
            say(&config::help());
            return;
        }
        Some("--version" | "-V") => {
            say(&format!("tableside {}\n", env!("CARGO_PKG_VERSION")));
            return;
        }
        Some("--bundle-site") => {
            let args: Vec<String> = std::env::args().skip(2).collect();
            let [site_dir, out] = args.as_slice() else {
                eprintln!("tableside: usage: tableside --bundle-site SITE_DIR OUT");
                std::process::exit(2);
            };
            match server::site::bundle::write_bundle(site_dir.as_ref(), out.as_ref()) {
                Ok(done) => say(&format!("tableside: wrote {done}\n")),
                Err(message) => {
                    eprintln!("tableside: {message}");
                    std::process::exit(1);
                }
            }
            return;
        }
        Some(command @ ("backup" | "restore" | "copy")) => {
            let args: Vec<String> = std::env::args().skip(2).collect();
            let answer = server::host_commands::run(command, &args)
                .await
                .expect("a host command");
            if answer.code == 0 {
                say(&format!("tableside: {}\n", answer.text));
            } else {
                eprintln!("tableside: {}", answer.text);
            }
            std::process::exit(answer.code);
        }
        Some(other) => {
            eprintln!("tableside: unknown argument {other:?}; see tableside --help");
            std::process::exit(2);
        }
    }
    // The log first: everything after it, a refusal to start included, is a
    // log line (on stderr, which a service manager keeps).
    let format = config::log_format_from_env().unwrap_or_else(|message| refuse(&message, 2));
    let flush = server::logging::init(format).unwrap_or_else(|message| refuse(&message, 2));
    server::logging::log_panics();
    let code = match serve().await {
        Ok(()) => {
            tracing::info!("stopped");
            0
        }
        Err((message, code)) => {
            tracing::error!("{message}");
            // Never a silent exit, whatever RUST_LOG keeps.
            if !tracing::enabled!(tracing::Level::ERROR) {
                eprintln!("tableside: {message}");
            }
            code
        }
    };
    // Every queued line written before the process ends.
    drop(flush);
    std::process::exit(code);
}

/// A command's answer on stdout; a reader that has gone (`| head`) is not an
/// error worth a panic.
fn say(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().write_all(text.as_bytes());
}

/// Before the log has started: said on stderr, and the process ends.
fn refuse(message: &str, code: i32) -> ! {
    eprintln!("tableside: {message}");
    std::process::exit(code);
}

/// Serves until asked to stop; a reason it cannot, with its exit code (2 for
/// a setting, 1 for anything else).
async fn serve() -> Result<(), (String, i32)> {
    let options = config::options_from_env().map_err(|message| (message, 2))?;
    let (site, site_source) =
        Site::load(config::site_root_from_env().as_deref()).map_err(|message| (message, 1))?;
    if site.built_addresses().is_empty() {
        tracing::warn!(
            "no built site found ({site_source}): pages will load no scripts; run make build"
        );
    }
    let location = config::store_location_from_env().map_err(|message| (message, 2))?;
    let live_idle = config::live_idle_from_env().map_err(|message| (message, 2))?;
    let (max_group_plays, imported_per_hour) =
        config::volume_from_env().map_err(|message| (message, 2))?;
    let mut limits = server::rate_limit::Limits {
        trusted_proxies: config::trusted_proxies_from_env().map_err(|message| (message, 2))?,
        ..Default::default()
    };
    if let Some(per_hour) = imported_per_hour {
        limits.imports = server::rate_limit::ImportVolume::per_hour(per_hour);
    }
    let store = match store::Store::open(&location).await {
        Ok(store) => {
            let store = match live_idle {
                Some(idle) => store.with_live_idle(idle),
                None => store,
            };
            match max_group_plays {
                Some(max) => store.with_max_group_plays(max),
                None => store,
            }
        }
        Err(error) => {
            let message = format!(
                "cannot open the store ({}): {}",
                config::describe_location(&location),
                config::without_secrets(&error.to_string(), &location)
            );
            return Err((message, 1));
        }
    };
    let addr = options.site_addr;
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|error| (format!("cannot listen on {addr}: {error}"), 1))?;
    let shutdown = shutdown_requested();
    // The bound address, not the asked one: with port 0 this says which port.
    let bound = listener.local_addr().unwrap_or(addr);
    let schema = store.schema_version().await.ok().flatten().unwrap_or(0);
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        schema,
        "serving {site_source} ({} files) on http://{bound}, plays kept in {} (schema {schema})",
        site.len(),
        config::describe_location(&location)
    );
    let app = server::app(server::Config {
        options,
        store,
        limits,
        site,
    });
    // Each connection's peer address: the rate limits count per client.
    let service = app.into_make_service_with_connect_info::<std::net::SocketAddr>();
    axum::serve(listener, service)
        .with_graceful_shutdown(async {
            shutdown.await;
            tracing::info!("stopping: finishing open requests, ending live streams");
            server::end_live_streams();
        })
        .await
        .map_err(|error| (format!("server error: {error}"), 1))
}

/// Listens for Ctrl-C and SIGTERM (what `kill` and service managers send) from
/// the call on, and resolves on the first. Called before the server says it is
/// serving: a signal sent as soon as it says so is then a graceful stop, where
/// a handler installed only when the server first polls its shutdown left a
/// moment in which SIGTERM killed the process outright.
fn shutdown_requested() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let interrupt = signal(SignalKind::interrupt()).ok();
        let terminate = signal(SignalKind::terminate()).ok();
        async move {
            let wait = |stream: Option<tokio::signal::unix::Signal>| async move {
                match stream {
                    Some(mut stream) => {
                        stream.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                _ = wait(interrupt) => {}
                _ = wait(terminate) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}
