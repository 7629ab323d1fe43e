//! Catan's balanced and random boards are found by a search (`games::catan`).
//! With the default rules a board settles within the search's first steps
//! ([`Effort::Quick`], a millisecond or so), drawn where the request is
//! answered. Kept hexes or one's own balancing rules may spend the search's
//! whole budget: those draws go straight to a small pool of low-priority
//! threads, so they cannot stall the async runtime or starve the pages
//! (measured: trying them quickly first let a flood of them take the CPU from
//! the pages). A request the pool has no room for waits in a bounded line for
//! up to [`PATIENCE`], then is refused with 503 and `Retry-After`: a refusal
//! sent at once is asked again at once, and a flood of clients that retry
//! spent the pages' processor on refusals (issue 60.4: 13,000 a second from 64
//! connections); waiting costs a task and no processor. Past the line's places
//! a request is refused at once. What the pool decided is remembered: the same
//! options and seed are the same board, so asking again costs nothing.

use crate::low_priority::LowPriority;
use games::setup_query::{Setup, SetupOptions};
use games::Effort;
use games::{GameId, InputError, Seed};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Decisions remembered; past this the memory starts again.
const REMEMBERED: usize = 256;
/// Seconds a refused client is asked to wait.
const RETRY_AFTER_SECONDS: u64 = 2;
/// How long a request waits in line for room in the pool before its refusal.
pub const PATIENCE: Duration = Duration::from_secs(RETRY_AFTER_SECONDS);
/// Requests waiting in line at most: each holds its options (a pad's save, its
/// pad: at most 64 KiB) and a task, so the line holds a few megabytes at most.
pub const PLACES_IN_LINE: usize = 256;

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
    /// A permit for each draw searching or queued in the pool.
    room: Arc<Semaphore>,
    /// A permit for each request waiting for room.
    line: Semaphore,
    patience: Duration,
    decided: Mutex<HashMap<String, Drawn>>,
}

impl Searches {
    /// `threads` searching at the lowest CPU priority, with `waiting` more
    /// queued behind them, and a line of [`PLACES_IN_LINE`] for room.
    pub fn start(threads: usize, waiting: usize) -> Arc<Searches> {
        Searches::with_line(threads, waiting, PLACES_IN_LINE, PATIENCE)
    }

    /// As [`Searches::start`], with `places` in line waiting up to `patience`.
    pub fn with_line(
        threads: usize,
        waiting: usize,
        places: usize,
        patience: Duration,
    ) -> Arc<Searches> {
        let threads = threads.max(1);
        Arc::new(Searches {
            // Room is counted here: the queue itself never refuses a draw
            // that holds a permit.
            pool: LowPriority::start("search", threads, threads + waiting),
            room: Arc::new(Semaphore::new(threads + waiting)),
            line: Semaphore::new(places),
            patience,
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
        let room = self.room_in_pool().await?;
        let (options, seed) = (options.clone(), seed.clone());
        let answered = self
            .pool
            .try_run(move || {
                let drawn = options.setup(&seed);
                drop(room);
                drawn
            })
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

    /// Room for one draw in the pool: at once, or after waiting in line up
    /// to the patience; `Busy` past it or when the line is full.
    async fn room_in_pool(&self) -> Result<OwnedSemaphorePermit, Busy> {
        if let Ok(room) = self.room.clone().try_acquire_owned() {
            return Ok(room);
        }
        let _place = self.line.try_acquire().map_err(|_| Busy)?;
        match tokio::time::timeout(self.patience, self.room.clone().acquire_owned()).await {
            Ok(Ok(room)) => Ok(room),
            _ => Err(Busy),
        }
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

    /// Every place in the pool taken, as long searches would take them.
    fn fill(searches: &Searches) -> OwnedSemaphorePermit {
        let all = searches.room.available_permits() as u32;
        searches.room.clone().try_acquire_many_owned(all).unwrap()
    }

    /// A long draw with `seed`, asked by another task.
    fn draw_meanwhile(
        searches: &Arc<Searches>,
        seed: &'static str,
    ) -> tokio::task::JoinHandle<Result<Drawn, Busy>> {
        let searches = searches.clone();
        tokio::spawn(async move {
            let seed = Seed::parse(seed).unwrap();
            searches.draw(&impossible(), &seed).await
        })
    }

    #[tokio::test]
    async fn a_full_pool_with_no_place_in_line_refuses_at_once() {
        let searches = Searches::with_line(1, 1, 0, Duration::from_secs(60));
        let _taken = fill(&searches);
        let seed = Seed::parse("BUSY").unwrap();
        let asked = std::time::Instant::now();
        assert_eq!(searches.draw(&impossible(), &seed).await, Err(Busy));
        assert!(asked.elapsed() < Duration::from_secs(30));
        // Quick boards never wait for the pool.
        let options = SetupOptions::defaults(GameId::Catan, 4);
        assert!(searches.draw(&options, &seed).await.unwrap().is_ok());
    }

    #[tokio::test]
    async fn a_draw_waits_in_line_for_room_and_is_then_searched() {
        let searches = Searches::with_line(1, 1, 1, Duration::from_secs(60));
        let taken = fill(&searches);
        let waiting = draw_meanwhile(&searches, "WAITS");
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!waiting.is_finished());
        drop(taken);
        let drawn = waiting.await.unwrap().unwrap();
        assert_eq!(drawn.unwrap_err().field(), "constraints");
        // Its room is given back when the search ends.
        assert_eq!(searches.room.available_permits(), 2);
    }

    #[tokio::test]
    async fn past_its_patience_or_the_lines_places_a_draw_is_refused() {
        let searches = Searches::with_line(1, 1, 1, Duration::from_millis(300));
        let _taken = fill(&searches);
        let first = draw_meanwhile(&searches, "FIRST");
        tokio::time::sleep(Duration::from_millis(50)).await;
        // The one place is taken: the next is refused without waiting.
        let seed = Seed::parse("SECOND").unwrap();
        let asked = std::time::Instant::now();
        assert_eq!(searches.draw(&impossible(), &seed).await, Err(Busy));
        assert!(asked.elapsed() < Duration::from_millis(200));
        // The first waited its patience for room that never came.
        assert_eq!(first.await.unwrap(), Err(Busy));
        assert_eq!(searches.line.available_permits(), 1);
    }
}
