//! `/g/{token}/person?name=…`: one person of a group — games, wins and how sure
//! their win rate is, the game they play most, their runs, their rivals and
//! head to head against everyone. Figures from the store (`store::stats`);
//! rendered on the server, no wasm.

use super::group_page;
use super::head::{GroupHead, GroupTab};
#[cfg(feature = "ssr")]
use super::open_group;
use super::stats::{against_line, one_decimal, AgainstChance};
use super::{use_store, StoreHandle};
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};
use serde::{Deserialize, Serialize};

type Loaded = super::Loaded<Box<PersonView>>;

/// Rivals the head-to-head table shows at most: the ones played with most
/// (a person of a huge group may have met thousands).
#[cfg(feature = "ssr")]
const RIVALS_SHOWN: usize = 50;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct PersonView {
    group_name: String,
    can_write: bool,
    name: String,
    /// Finished plays; `unfinished` ones are in no figure but their own.
    plays: i64,
    unfinished: i64,
    wins: i64,
    against: AgainstChance,
    favourite: Vec<GameId>,
    longest_wins: i64,
    longest_losses: i64,
    /// The run the last game ended, and whether it was of wins.
    current: (i64, bool),
    /// Rival, times, games together.
    beats_most: Vec<(String, i64, i64)>,
    beaten_most_by: Vec<(String, i64, i64)>,
    /// Game, plays, wins, average, best.
    per_game: Vec<(GameId, i64, i64, f64, i64)>,
    /// Table size and the rate there against chance.
    by_players: Vec<(i64, AgainstChance)>,
    /// Rival, together, ahead, behind: the ones played with most.
    head_to_head: Vec<(String, i64, i64, i64)>,
    rivals_in_all: usize,
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, token: String, name: String) -> Loaded {
    let (store, access) = match open_group(store, &token).await {
        Ok(opened) => opened,
        Err(instead) => return instead,
    };
    let record = match store.person_record(&access, &name).await {
        Ok(Some(record)) => record,
        Ok(None) => return Loaded::NotFound,
        Err(_) => return Loaded::Unavailable,
    };
    let p = &record.stats;
    let lines = |rivals: Vec<&store::HeadToHead>, times: fn(&store::HeadToHead) -> i64| {
        rivals
            .into_iter()
            .map(|r| (r.rival.clone(), times(r), r.together))
            .collect()
    };
    Loaded::Found(Box::new(PersonView {
        group_name: access.name,
        can_write: access.can_write,
        name: p.name.clone(),
        plays: p.plays,
        unfinished: p.unfinished,
        wins: p.wins,
        against: AgainstChance::of(&p.estimate),
        favourite: p.favourite_games(),
        longest_wins: record.streaks.longest_wins,
        longest_losses: record.streaks.longest_losses,
        current: (record.streaks.current, record.streaks.current_wins),
        beats_most: lines(p.beats_most(), |r| r.ahead),
        beaten_most_by: lines(p.beaten_most_by(), |r| r.behind),
        per_game: p
            .per_game
            .iter()
            .map(|g| (g.game, g.plays, g.wins, g.average(), g.best))
            .collect(),
        by_players: p
            .by_players
            .iter()
            .map(|t| (t.players, AgainstChance::of(&t.estimate)))
            .collect(),
        // The store lists rivals most games together first.
        head_to_head: p
            .rivals
            .iter()
            .take(RIVALS_SHOWN)
            .map(|r| (r.rival.clone(), r.together, r.ahead, r.behind))
            .collect(),
        rivals_in_all: p.rivals.len(),
    }))
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _token: String, _name: String) -> Loaded {
    Loaded::Unavailable
}

#[component]
pub fn GroupPersonPage() -> impl IntoView {
    let token = use_params_map()
        .read_untracked()
        .get("token")
        .unwrap_or_default();
    let name = use_query_map()
        .read_untracked()
        .get("name")
        .unwrap_or_default();
    let store = use_store();
    let asked = token.clone();
    group_page(
        move || load(store.clone(), asked.clone(), name.clone()),
        move |person: Box<PersonView>| view! { <PersonPage person=*person token=token.clone() /> },
    )
}

#[component]
fn PersonPage(person: PersonView, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().person;
    let g = &i18n.t().groups;
    let favourite: Vec<&str> = person
        .favourite
        .iter()
        .map(|&game| i18n.game_name(game))
        .collect();
    let (current, current_wins) = person.current;
    let rival_lines =
        |rivals: &[(String, i64, i64)], say: fn(&str, i64, i64) -> String, none: &'static str| {
            if rivals.is_empty() {
                return view! { <li>{none}</li> }.into_any();
            }
            rivals
                .iter()
                .map(|(name, times, together)| view! { <li>{say(name, *times, *together)}</li> })
                .collect_view()
                .into_any()
        };
    let per_game = person
        .per_game
        .iter()
        .map(|(game, plays, wins, average, best)| {
            view! {
                <tr>
                    <th scope="row" class="game-name">{i18n.game_name(*game)}</th>
                    <td class="num">{*plays}</td>
                    <td class="num">{*wins}</td>
                    <td class="num">{one_decimal(*average)}</td>
                    <td class="num">{*best}</td>
                </tr>
            }
        })
        .collect_view();
    let head_to_head = person
        .head_to_head
        .iter()
        .map(|(rival, together, ahead, behind)| {
            view! {
                <tr>
                    <th scope="row">{rival.clone()}</th>
                    <td class="num">{*together}</td>
                    <td class="num">{*ahead}</td>
                    <td class="num">{*behind}</td>
                </tr>
            }
        })
        .collect_view();
    let shown = person.head_to_head.len();
    view! {
        <GroupHead name=person.group_name.clone() can_write=person.can_write token=token.clone() tab=GroupTab::Play />
        <section class="panel" aria-labelledby="person-heading">
            <p><a href=crate::bridge::route::for_group(crate::bridge::route::GROUP_STATS, &token)>{t.back_to_stats}</a></p>
            <h2 id="person-heading" data-testid="person-name">{person.name.clone()}</h2>
            <dl class="facts">
                <dt>{g.plays_col}</dt><dd>{person.plays}</dd>
                <dt>{g.wins_col}</dt><dd>{person.wins}</dd>
                <dt>{t.favourite_label}</dt><dd data-testid="favourite">{favourite.join(g.list_separator)}</dd>
            </dl>
            {(person.unfinished > 0).then(|| view! {
                <p class="hint" data-testid="unfinished-left-out">{(g.unfinished_left_out)(person.unfinished)}</p>
            })}
            <h3>{t.win_rate_heading}</h3>
            <ul class="by-table against-chance">
                {against_line(person.name.clone(), person.against)}
            </ul>
            <details class="how-computed">
                <summary>{g.how_computed}</summary>
                <p class="hint">{g.against_chance_method}</p>
            </details>
            <h3>{t.streaks_heading}</h3>
            <ul class="by-table" data-testid="streaks">
                <li>{(t.longest_wins)(person.longest_wins)}</li>
                <li>{(t.longest_losses)(person.longest_losses)}</li>
                <li>{(t.current_run)(current, current_wins)}</li>
            </ul>
            <h3>{t.rivals_heading}</h3>
            <ul class="by-table" data-testid="rivals">
                {rival_lines(&person.beats_most, t.beats_most, t.never_ahead)}
                {rival_lines(&person.beaten_most_by, t.beaten_most_by, t.never_beaten)}
            </ul>
        </section>
        <section class="panel" aria-labelledby="per-game-heading">
            <h2 id="per-game-heading">{t.per_game_heading}</h2>
            <crate::components::TableScroll label=(i18n.t().groups.table_of)(t.per_game_heading)>
                <table class="counts" data-testid="person-games">
                    <thead>
                        <tr>
                            <th scope="col">{t.game_col}</th>
                            <th scope="col" class="num">{g.plays_col}</th>
                            <th scope="col" class="num">{g.wins_col}</th>
                            <th scope="col" class="num">{g.average_col}</th>
                            <th scope="col" class="num">{g.best_col}</th>
                        </tr>
                    </thead>
                    <tbody>{per_game}</tbody>
                </table>
            </crate::components::TableScroll>
            <h3>{t.by_table_heading}</h3>
            <ul class="by-table against-chance" data-testid="person-by-table">
                {person
                    .by_players
                    .iter()
                    .map(|(players, against)| against_line((g.split_players)(*players), *against))
                    .collect_view()}
            </ul>
        </section>
        <section class="panel" aria-labelledby="head-to-head-heading">
            <h2 id="head-to-head-heading">{t.head_to_head_heading}</h2>
            {(shown < person.rivals_in_all).then(|| view! {
                <p class="hint">{(t.rivals_shown)(shown, person.rivals_in_all)}</p>
            })}
            <crate::components::TableScroll label=(i18n.t().groups.table_of)(t.head_to_head_heading)>
                <table class="counts" data-testid="head-to-head">
                    <thead>
                        <tr>
                            <th scope="col">{g.player_col}</th>
                            <th scope="col" class="num">{t.together_col}</th>
                            <th scope="col" class="num">{t.ahead_col}</th>
                            <th scope="col" class="num">{t.behind_col}</th>
                        </tr>
                    </thead>
                    <tbody>{head_to_head}</tbody>
                </table>
            </crate::components::TableScroll>
        </section>
    }
}
