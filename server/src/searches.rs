//! Catan's balanced and random boards are found by a search (`games::catan`).
//! With the default rules a board settles within the search's first steps
//! ([`Effort::Quick`], a millisecond or so), drawn where the request is
//! answered. Kept hexes or one's own balancing rules may spend the search's
//! whole budget: those draws go straight to a small pool of low-priority
//! threads, so they cannot stall the async runtime or starve the pages, and
//! past the pool's queue a request is refused at once with 503 and
//! `Retry-After` (measured: trying them quickly first let a flood of them take
//! the CPU from the pages). What the pool decided is remembered: the same
//! options and seed are the same board, so asking again costs nothing.

use crate::low_priority::LowPriority;
use games::setup_query::{Setup, SetupOptions};
use games::Effort;
use games::{GameId, InputError, Seed};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Decisions remembered; past this the memory starts again.
const REMEMBERED: usize = 256;
/// Seconds a refused client is asked to wait.
const RETRY_AFTER_SECONDS: u64 = 2;

type Drawn = Result<Setup, InputError>;

/// The pool is full: try again in [`RETRY_AFTER_SECONDS`].
#[derive(Debug, PartialEq, Eq)]
pub struct Busy;

impl From<Busy> for crate::error::ApiError {
    fn from(_: Busy) -> crate::error::ApiError {
        crate::error::ApiError::unavailable_for(
            "the server is searching for several boards with tight rules; try again shortly",
            RETRY_AFTER_SECONDS,
        )
    }
}

pub struct Searches {
    pool: LowPriority,
    decided: Mutex<HashMap<String, Drawn>>,
}

impl Searches {
    /// `threads` searching at the lowest CPU priority, with `waiting` more
    /// queued behind them.
    pub fn start(threads: usize, waiting: usize) -> Arc<Searches> {
        Arc::new(Searches {
            pool: LowPriority::start("search", threads, waiting),
            decided: Mutex::new(HashMap::new()),
        })
    }

    /// The pool for this machine: one searching thread per two cores (at
    /// least one), and twice as many waiting.
    pub fn for_this_machine() -> Arc<Searches> {
        let threads = crate::low_priority::one_per_two_cores();
        Searches::start(threads, threads * 2)
    }

    /// Draws `options` with `seed`: here when it is quick, else in the pool;
    /// `Busy` when the pool has no room.
    pub async fn draw(&self, options: &SetupOptions, seed: &Seed) -> Result<Drawn, Busy> {
        if !options.may_search_long() {
            // Unsettled is not seen with the default rules; the pool decides it if it comes.
            if let Ok(drawn) = options.setup_with(seed, Effort::Quick) {
                return Ok(drawn);
            }
        }
        let key = format!(
            "{}|{}|{}|{:?}",
            options.game().slug(),
            options.players(),
            seed.code(),
            options.to_query()
        );
        if let Some(drawn) = self.decided.lock().expect("not poisoned").get(&key) {
            return Ok(drawn.clone());
        }
        let (options, seed) = (options.clone(), seed.clone());
        let answered = self
            .pool
            .try_run(move || options.setup(&seed))
            .map_err(|_| Busy)?;
        let drawn = answered.await.map_err(|_| {
            tracing::error!(target: crate::logging::SEARCH_TARGET, "a board search ended without an answer");
            Busy
        })?;
        let mut decided = self.decided.lock().expect("not poisoned");
        if decided.len() >= REMEMBERED {
            decided.clear();
        }
        decided.insert(key, drawn.clone());
        Ok(drawn)
    }
}

/// Draws the setup of a page whose draw may search long before the page
/// renders, in the pool (handed to the page as [`app::DrawnAhead`]); a 503
/// page in both languages when the pool is full. Other requests pass, and a
/// page that draws quickly draws its setup itself.
pub async fn draw_pages_ahead(
    axum::extract::State(searches): axum::extract::State<Arc<Searches>>,
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let Some((options, seed)) = page_setup(&request) else {
        return next.run(request).await;
    };
    match searches.draw(&options, &seed).await {
        Ok(setup) => {
            request.extensions_mut().insert(app::DrawnAhead {
                options,
                seed,
                setup,
            });
            next.run(request).await
        }
        Err(busy) => {
            let refusal = crate::error::ApiError::from(busy);
            crate::headers::said_as_page(
                axum::response::IntoResponse::into_response(refusal),
                busy_page(options.game()),
            )
        }
    }
}

/// The options and seed of a game's setup or scorepad page (`/{game}/setup`,
/// `/{game}/score`, as the app's routes name them) that carries a seed and
/// whose draw may search long ([`SetupOptions::may_search_long`]); anything
/// unreadable is left to the page, which explains it.
fn page_setup(request: &axum::extract::Request) -> Option<(SetupOptions, Seed)> {
    if request.method() != axum::http::Method::GET {
        return None;
    }
    let (slug, page) = request.uri().path().strip_prefix('/')?.split_once('/')?;
    if page != "setup" && page != "score" {
        return None;
    }
    let game: GameId = slug.parse().ok()?;
    let pairs: Vec<(String, String)> =
        serde_urlencoded::from_str(request.uri().query().unwrap_or_default()).ok()?;
    let get = |name: &str| {
        pairs
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let options = SetupOptions::from_page_query(game, get).ok()?;
    if !options.may_search_long() {
        return None;
    }
    let seed = Seed::parse(get("seed")?).ok()?;
    Some((options, seed))
}

/// The page for [`Busy`] (see `headers::said_as_page`), linking back to the
/// game's setup page.
fn busy_page(game: GameId) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta name=\"color-scheme\" content=\"light dark\">\
<title>Tableside: busy</title></head><body>\
<h1>Too many hard boards at once</h1>\
<p>The server is searching for several boards with tight balancing rules. Reload in a few seconds.</p>\
<p lang=\"zh-TW\">伺服器正在為數個平衡規則很嚴格的版圖搜尋。請幾秒後重新整理。</p>\
<p><a href=\"/{}/setup\">Tableside</a></p></body></html>",
        game.slug()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::GameId;
    use std::sync::mpsc;

    fn impossible() -> SetupOptions {
        let query = [
            ("max_resource_pip_deviation", "1"),
            ("keep", "-2,0,hills,8;1,0,hills,8;-2,2,hills,6"),
        ];
        SetupOptions::from_query(GameId::Catan, 4, |name| {
            query.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
        })
        .unwrap()
    }

    fn page(method: axum::http::Method, uri: &str) -> Option<(SetupOptions, Seed)> {
        let request = axum::extract::Request::builder()
            .method(method)
            .uri(uri)
            .body(axum::body::Body::empty())
            .unwrap();
        page_setup(&request)
    }

    #[test]
    fn only_a_seeded_page_whose_draw_may_search_long_is_drawn_ahead() {
        use axum::http::Method;
        let keep = "players=4&keep=0%2C0%2Cdesert&seed=LONG";
        for path in ["/catan/setup", "/catan/score"] {
            let (options, seed) = page(Method::GET, &format!("{path}?{keep}")).unwrap();
            assert_eq!(options.game(), GameId::Catan);
            assert!(options.may_search_long());
            assert_eq!(seed, Seed::parse("LONG").unwrap());
            assert!(page(Method::POST, &format!("{path}?{keep}")).is_none());
        }
        for uri in [
            // Quick boards, and the games that never search, draw on the page.
            "/catan/setup?players=4&seed=QUICK".to_owned(),
            "/citadels/setup?players=5&edition=2016&seed=QUICK".to_owned(),
            format!("/catan/setup?{}", keep.replace("&seed=LONG", "")),
            format!("/catan/setup?{}", keep.replace("LONG", "%3Cscript%3E")),
            format!("/catan/setup?{keep}&mode=hex"),
            format!("/catan/setup/more?{keep}"),
            format!("/catan/table?{keep}"),
            format!("/chess/setup?{keep}"),
            format!("/catan?{keep}"),
        ] {
            assert!(page(Method::GET, &uri).is_none(), "{uri}");
        }
    }

    #[test]
    fn the_busy_page_leads_back_to_the_games_setup() {
        assert!(busy_page(GameId::Catan).contains("<a href=\"/catan/setup\">Tableside</a>"));
    }

    #[tokio::test]
    async fn ordinary_boards_are_drawn_as_games_draws_them() {
        let searches = Searches::start(1, 0);
        let options = SetupOptions::defaults(GameId::Catan, 4);
        let seed = Seed::parse("QUICK").unwrap();
        assert_eq!(
            searches.draw(&options, &seed).await,
            Ok(options.setup(&seed))
        );
    }

    #[tokio::test]
    async fn a_long_search_is_decided_in_the_pool_and_remembered() {
        let searches = Searches::start(1, 1);
        let (options, seed) = (impossible(), Seed::parse("LONG").unwrap());
        let drawn = searches.draw(&options, &seed).await.unwrap();
        assert_eq!(drawn.unwrap_err().field(), "constraints");
        assert_eq!(searches.decided.lock().unwrap().len(), 1);
        // Asked again, it is remembered and needs no room in the pool.
        let drawn = searches.draw(&options, &seed).await.unwrap();
        assert_eq!(drawn.unwrap_err().field(), "constraints");
    }

    #[tokio::test]
    async fn a_full_pool_refuses_at_once() {
        // One thread held by a job that waits, and one job waiting behind it.
        let searches = Searches::start(1, 1);
        let (release, held) = mpsc::channel::<()>();
        let (started, running) = mpsc::channel::<()>();
        let holding = searches
            .pool
            .try_run(move || {
                started.send(()).unwrap();
                let _ = held.recv();
            })
            .unwrap();
        running.recv().unwrap();
        let waiting = searches.pool.try_run(|| ()).unwrap();
        let seed = Seed::parse("BUSY").unwrap();
        assert_eq!(searches.draw(&impossible(), &seed).await, Err(Busy));
        // Quick boards never wait for the pool.
        let options = SetupOptions::defaults(GameId::Catan, 4);
        assert!(searches.draw(&options, &seed).await.unwrap().is_ok());
        release.send(()).unwrap();
        assert_eq!((holding.await, waiting.await), (Ok(()), Ok(())));
    }
}
