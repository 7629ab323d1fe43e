//! `/g/{token}`: a group's history, newest first, paged, by game. Rendered on the
//! server from the store; the page itself runs no wasm.

use super::NotFound;
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use serde::{Deserialize, Serialize};

/// Plays on one page of the history.
const PAGE: i64 = 20;

/// What the store answered for the page.
#[derive(Debug, Clone, Serialize, Deserialize)]
enum Loaded {
    Found(History),
    /// Unknown and malformed links alike.
    NotFound,
    Unavailable,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct History {
    name: String,
    can_write: bool,
    plays: Vec<PlayLine>,
    more: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct PlayLine {
    id: String,
    game: GameId,
    played_at: String,
    /// In order of place.
    seats: Vec<SeatLine>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct SeatLine {
    name: String,
    total: i64,
    winner: bool,
}

/// Which page of which history the address asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Wanted {
    token: String,
    game: Option<GameId>,
    page: i64,
}

impl Wanted {
    fn href(&self, game: Option<GameId>, page: i64) -> String {
        let mut query = Vec::new();
        if let Some(game) = game {
            query.push(("game", game.slug().to_owned()));
        }
        if page > 1 {
            query.push(("page", page.to_string()));
        }
        let path = format!("/g/{}", self.token);
        match query.is_empty() {
            true => path,
            false => format!("{path}?{}", crate::links::encode_query(&query)),
        }
    }
}

#[cfg(feature = "ssr")]
async fn load(store: Option<store::Store>, wanted: Wanted) -> Loaded {
    let Some(store) = store else {
        return Loaded::Unavailable;
    };
    let access = match store.access(&wanted.token).await {
        Ok(Some(access)) => access,
        Ok(None) => return Loaded::NotFound,
        Err(_) => return Loaded::Unavailable,
    };
    let filter = store::PlayFilter {
        game: wanted.game,
        player: None,
        offset: (wanted.page - 1) * PAGE,
        limit: PAGE,
    };
    let Ok(page) = store.plays(&access, &filter).await else {
        return Loaded::Unavailable;
    };
    let plays = page
        .plays
        .into_iter()
        .map(|play| {
            let mut seats = play.seats;
            games::small_sort::sort_by(&mut seats, |a, b| a.place < b.place);
            PlayLine {
                id: play.id,
                game: play.game,
                played_at: play.played_at,
                seats: seats
                    .into_iter()
                    .map(|s| SeatLine {
                        name: s.name,
                        total: s.total,
                        winner: s.winner,
                    })
                    .collect(),
            }
        })
        .collect();
    Loaded::Found(History {
        name: access.name,
        can_write: access.can_write,
        plays,
        more: page.more,
    })
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<()>, _wanted: Wanted) -> Loaded {
    Loaded::Unavailable
}

/// "2026-11-23T21:40:00+08:00" as the players wrote it: date and time, no offset.
fn when(played_at: &str) -> String {
    played_at
        .get(..16)
        .unwrap_or(played_at)
        .replacen('T', " ", 1)
}

#[component]
pub fn GroupPage() -> impl IntoView {
    let params = use_params_map().read_untracked();
    let query = use_query_map().read_untracked();
    let wanted = Wanted {
        token: params.get("token").unwrap_or_default(),
        game: query.get_str("game").and_then(|g| g.parse().ok()),
        page: query
            .get_str("page")
            .and_then(|p| p.parse().ok())
            .filter(|&p| (1..=100_000).contains(&p))
            .unwrap_or(1),
    };
    #[cfg(feature = "ssr")]
    let store = use_context::<store::Store>();
    #[cfg(not(feature = "ssr"))]
    let store = None;
    let asked = wanted.clone();
    let loaded = Resource::new_blocking(|| (), move |_| load(store.clone(), asked.clone()));
    view! {
        <Suspense fallback=|| ()>
            {move || {
                let wanted = wanted.clone();
                Suspend::new(async move {
                    match loaded.await {
                        Loaded::Found(history) => view! { <GroupHistory history wanted /> }.into_any(),
                        Loaded::NotFound => view! { <NotFound /> }.into_any(),
                        Loaded::Unavailable => view! { <Unavailable /> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
}

#[component]
fn Unavailable() -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::SERVICE_UNAVAILABLE);
        response.insert_header(
            http::header::RETRY_AFTER,
            http::HeaderValue::from_static("5"),
        );
    }
    let i18n = use_i18n();
    view! {
        <section class="panel panel--center">
            <p data-testid="group-unavailable">{i18n.t().groups.unavailable}</p>
        </section>
    }
}

#[component]
fn GroupHistory(history: History, wanted: Wanted) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let name = match history.name.trim() {
        "" => t.unnamed_group.to_owned(),
        name => name.to_owned(),
    };
    // A group this phone can add to is remembered by it (public/device.js).
    let remember = history.can_write.then(|| {
        view! { <span hidden data-remember-group=wanted.token.clone() data-group-name=history.name.clone()></span> }
    });
    let filter = std::iter::once(None)
        .chain(GameId::ALL.map(Some))
        .map(|game| {
            let label = game.map_or(i18n.t().all_games, |g| i18n.game_name(g));
            let current = (game == wanted.game).then_some("page");
            view! { <a class="filter" href=wanted.href(game, 1) aria-current=current>{label}</a> }
        })
        .collect_view();
    let pager = (wanted.page > 1 || history.more).then(|| {
        let newer = (wanted.page > 1).then(|| {
            view! { <a class="button" href=wanted.href(wanted.game, wanted.page - 1) rel="prev">{t.newer}</a> }
        });
        let older = history.more.then(|| {
            view! { <a class="button" href=wanted.href(wanted.game, wanted.page + 1) rel="next" data-testid="older">{t.older}</a> }
        });
        view! { <nav class="pager">{newer}{older}</nav> }
    });
    let empty = history
        .plays
        .is_empty()
        .then(|| view! { <p class="hint" data-testid="no-plays">{t.no_plays}</p> });
    let plays = history
        .plays
        .into_iter()
        .map(|play| view! { <PlayItem play /> })
        .collect_view();
    view! {
        <Title text=format!("{name} · Tableside") />
        <header class="page-head">
            <h1 data-testid="group-name">{name}</h1>
            <p class="hint">
                {if history.can_write { t.can_write_note } else { t.read_only_note }}
            </p>
        </header>
        {remember}
        <section class="panel" aria-labelledby="history-heading">
            <h2 id="history-heading">{t.history_heading}</h2>
            <nav class="filters" aria-label=t.filter_label>{filter}</nav>
            {empty}
            <ol class="plays" data-testid="plays">{plays}</ol>
            {pager}
        </section>
    }
}

#[component]
fn PlayItem(play: PlayLine) -> impl IntoView {
    let i18n = use_i18n();
    let seats = play
        .seats
        .into_iter()
        .map(|seat| {
            view! {
                <li class:play__seat--winner=seat.winner>
                    <span class="play__name">{seat.winner.then_some("★ ")}{seat.name}</span>
                    " "<strong class="play__total">{seat.total}</strong>
                </li>
            }
        })
        .collect_view();
    view! {
        <li class="play" id=format!("play-{}", play.id) data-testid="play">
            <p class="play__head">
                <strong>{i18n.game_name(play.game)}</strong>
                " · "<time datetime=play.played_at.clone()>{when(&play.played_at)}</time>
            </p>
            <ol class="play__seats">{seats}</ol>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_reads_as_written_without_its_offset() {
        assert_eq!(when("2026-11-23T21:40:00+08:00"), "2026-11-23 21:40");
        assert_eq!(when("2026-11-23"), "2026-11-23");
    }

    #[test]
    fn history_links_keep_the_game_and_count_pages_from_one() {
        let wanted = Wanted {
            token: "TOKEN".into(),
            game: Some(GameId::Catan),
            page: 2,
        };
        assert_eq!(wanted.href(None, 1), "/g/TOKEN");
        assert_eq!(
            wanted.href(Some(GameId::Catan), 3),
            "/g/TOKEN?game=catan&page=3"
        );
    }
}
