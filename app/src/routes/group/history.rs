//! `/g/{token}`: a group's history, newest first, paged, by game. Rendered on the
//! server from the store; the page itself runs no wasm.

use super::head::{said_in_address, when, GroupHead, GroupTab, SaidNotice};
#[cfg(feature = "ssr")]
use super::open_group;
use super::{group_page, use_store, StoreHandle};
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};
use serde::{Deserialize, Serialize};

/// Plays on one page of the history.
#[cfg(feature = "ssr")]
const PAGE: i64 = 20;

/// Names the player filter offers (any other can be typed): a group may hold
/// tens of thousands of people, and the page stays the same size.
#[cfg(feature = "ssr")]
const FILTER_NAMES: i64 = 100;

type Loaded = super::Loaded<History>;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct History {
    name: String,
    can_write: bool,
    plays: Vec<PlayLine>,
    more: bool,
    /// Names for the player filter to offer (the first, by name).
    people: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct PlayLine {
    id: String,
    game: GameId,
    played_at: String,
    /// In order of place.
    seats: Vec<SeatLine>,
    /// Saved before the game was over: who was leading (no seat won).
    unfinished_leaders: Option<Vec<String>>,
    /// The play handed to BG Stats through its documented link.
    bg_stats: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct SeatLine {
    name: String,
    total: i64,
    won: bool,
}

/// Which page of which history the address asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Wanted {
    token: String,
    game: Option<GameId>,
    /// Only the games this person played (by name, any case).
    player: Option<String>,
    page: i64,
}

impl Wanted {
    fn href(&self, game: Option<GameId>, page: i64) -> String {
        let mut query = Vec::new();
        if let Some(game) = game {
            query.push(("game", game.slug().to_owned()));
        }
        if let Some(player) = &self.player {
            query.push(("player", player.clone()));
        }
        if page > 1 {
            query.push(("page", page.to_string()));
        }
        let path = crate::bridge::route::for_group(crate::bridge::route::GROUP, &self.token);
        match query.is_empty() {
            true => path,
            false => format!("{path}?{}", crate::links::encode_query(&query)),
        }
    }
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, wanted: Wanted) -> Loaded {
    let (store, access) = match open_group(store, &wanted.token).await {
        Ok(opened) => opened,
        Err(instead) => return instead,
    };
    let filter = store::PlayFilter {
        game: wanted.game,
        player: wanted.player.clone(),
        offset: (wanted.page - 1) * PAGE,
        limit: PAGE,
    };
    let page = match store.plays(&access, &filter).await {
        Ok(page) => page,
        // A player no name can be (a control character): nobody's games.
        Err(store::StoreError::Invalid { .. }) => store::PlayPage::default(),
        Err(_) => return Loaded::Unavailable,
    };
    let Ok(people) = store.people_names(&access, FILTER_NAMES).await else {
        return Loaded::Unavailable;
    };
    let plays = page
        .plays
        .into_iter()
        .map(|mut play| {
            // The link itself is long (the play as JSON): the history points
            // to the server, which answers with it (`…/p/{id}/bg-stats`).
            let bg_stats = crate::bridge::route::fill(
                crate::bridge::route::SEND_TO_BG_STATS,
                &[("token", &wanted.token), ("play", &play.id)],
            );
            let mut seats = std::mem::take(&mut play.seats);
            seats.sort_by_key(|seat| seat.place);
            let unfinished_leaders = play.unfinished.then(|| {
                let leaders = seats.iter().filter(|seat| seat.winner);
                leaders.map(|seat| seat.name.clone()).collect()
            });
            let seats = seats
                .into_iter()
                .map(|seat| SeatLine {
                    won: play.won(&seat),
                    name: seat.name,
                    total: seat.total,
                })
                .collect();
            PlayLine {
                id: play.id,
                game: play.game,
                played_at: play.played_at,
                bg_stats,
                unfinished_leaders,
                seats,
            }
        })
        .collect();
    Loaded::Found(History {
        name: access.name,
        can_write: access.can_write,
        plays,
        more: page.more,
        people,
    })
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _wanted: Wanted) -> Loaded {
    Loaded::Unavailable
}

#[component]
pub fn GroupPage() -> impl IntoView {
    let params = use_params_map().read_untracked();
    let query = use_query_map().read_untracked();
    let wanted = Wanted {
        token: params.get("token").unwrap_or_default(),
        game: query.get_str("game").and_then(|g| g.parse().ok()),
        player: query
            .get_str("player")
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(str::to_owned),
        page: query
            .get_str("page")
            .and_then(|p| p.parse().ok())
            .filter(|&p| (1..=100_000).contains(&p))
            .unwrap_or(1),
    };
    let store = use_store();
    let asked = wanted.clone();
    group_page(
        move || load(store.clone(), asked.clone()),
        move |history| view! { <GroupHistory history wanted=wanted.clone() /> },
    )
}

#[component]
fn GroupHistory(history: History, wanted: Wanted) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let name = history.name.clone();
    let remember = view! {
        <super::head::RememberGroup token=wanted.token.clone() name=history.name.clone() can_write=history.can_write />
    };
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
    let token = wanted.token.clone();
    let plays = history
        .plays
        .into_iter()
        .map(|play| view! { <PlayItem play token=token.clone() /> })
        .collect_view();
    let m = &i18n.t().manage;
    // "Deleted", with its undo, after a game was deleted from its page.
    let deleted = use_query_map()
        .read_untracked()
        .get_str("deleted")
        .filter(|_| history.can_write)
        .map(|id| {
            let deleted = [("token", wanted.token.as_str()), ("play", id)];
            let action = crate::bridge::route::fill(crate::bridge::route::RESTORE_PLAY, &deleted);
            view! {
                <form class="notice" role="status" method="post" action=action data-testid="deleted">
                    <span>{(m.said)(crate::routes::Said::Deleted)}</span>" "
                    <button class="button" type="submit" data-testid="undo-delete">{m.undo}</button>
                </form>
            }
        });
    let people = history
        .people
        .iter()
        .map(|name| view! { <option value=name.clone()></option> })
        .collect_view();
    let game_kept = wanted
        .game
        .map(|g| view! { <input type="hidden" name="game" value=g.slug() /> });
    let player_filter = (!history.people.is_empty()).then(|| {
        view! {
            <form class="filter-form" method="get" action=crate::bridge::route::for_group(crate::bridge::route::GROUP, &wanted.token)>
                {game_kept}
                <label>{m.player_filter}" "
                    <input type="search" name="player" list="player-names" data-testid="player-filter"
                        value=wanted.player.clone() placeholder=m.everyone autocomplete="off" />
                </label>
                <datalist id="player-names">{people}</datalist>
                " "<button class="button" type="submit">{m.show}</button>
            </form>
        }
    });
    view! {
        <GroupHead name can_write=history.can_write token=wanted.token.clone() tab=GroupTab::History />
        {remember}
        // A deleted game not brought back (the group is full) says why here.
        <SaidNotice said=said_in_address() />
        {deleted}
        <section class="panel" aria-labelledby="history-heading">
            <h2 id="history-heading">{t.history_heading}</h2>
            <nav class="filters" aria-label=t.filter_label>{filter}</nav>
            {player_filter}
            {empty}
            <ol class="plays" data-testid="plays">{plays}</ol>
            {pager}
        </section>
    }
}

#[component]
fn PlayItem(play: PlayLine, token: String) -> impl IntoView {
    let i18n = use_i18n();
    // An unfinished game names its leaders in words, and stars nobody.
    let unfinished = play.unfinished_leaders.map(|leaders| {
        view! {
            <p class="play__unfinished" data-testid="unfinished">
                {(i18n.t().groups.unfinished_leading)(&leaders)}
            </p>
        }
    });
    let seats = play
        .seats
        .into_iter()
        .map(|seat| {
            let won = seat.won;
            view! {
                <li class:play__seat--winner=won>
                    <span class="play__name">{won.then_some("★ ")}{seat.name}</span>
                    " "<strong class="play__total">{seat.total}</strong>
                </li>
            }
        })
        .collect_view();
    view! {
        <li class="play" id=format!("play-{}", play.id) data-testid="play">
            <p class="play__head">
                <a href=crate::bridge::route::fill(crate::bridge::route::PLAY, &[("token", &token), ("play", &play.id)]) data-testid="open-play"><strong>{i18n.game_name(play.game)}</strong></a>
                " · "<time datetime=play.played_at.clone()>{when(&play.played_at)}</time>
            </p>
            {unfinished}
            <ol class="play__seats">{seats}</ol>
            <p class="play__more">
                <a href=play.bg_stats rel="noopener noreferrer" data-testid="bg-stats">{i18n.t().groups.send_to_bg_stats}</a>
            </p>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_links_keep_the_game_and_count_pages_from_one() {
        let wanted = Wanted {
            token: "TOKEN".into(),
            game: Some(GameId::Catan),
            player: None,
            page: 2,
        };
        assert_eq!(wanted.href(None, 1), "/g/TOKEN");
        assert_eq!(
            wanted.href(Some(GameId::Catan), 3),
            "/g/TOKEN?game=catan&page=3"
        );
    }
}
