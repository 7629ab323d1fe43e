//! `/g/{token}/stats`: who wins, by how much, against whom, and how often each game
//! is played. Figures from the store's aggregates; charts drawn here as SVG, each
//! with the same figures in a table (no chart code in the wasm).

use super::group_page;
use super::head::{GroupHead, GroupTab};
#[cfg(feature = "ssr")]
use super::open_group;
use super::{use_store, StoreHandle};
use crate::i18n::use_i18n;
use crate::links::person_href;
use games::GameId;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde::{Deserialize, Serialize};

type Loaded = super::Loaded<Stats>;

/// People the page shows at most: the ones who played most. A group may hold
/// thousands, and each person is a row in every game's tables (the API pages
/// through everyone).
#[cfg(feature = "ssr")]
const PEOPLE_SHOWN: usize = 50;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Stats {
    name: String,
    can_write: bool,
    /// By name: everyone, or the [`PEOPLE_SHOWN`] who played most.
    people: Vec<Person>,
    /// How many people the group has.
    people_in_group: usize,
    games: Vec<Game>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Person {
    name: String,
    plays: i64,
    wins: i64,
    win_rate: f64,
    /// Everyone tied for most games together with this person.
    rivals: Vec<String>,
    per_game: Vec<PersonGame>,
    against_chance: AgainstChance,
}

/// How sure a person's win rate is, as the store worked it out (`store::chance`).
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub(super) struct AgainstChance {
    /// The rate with a shared win as its share, its 95 % interval, chance's rate.
    rate: f64,
    low: f64,
    high: f64,
    chance: f64,
    verdict: Against,
}

/// What the rate says against chance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Against {
    TooFewToTell,
    Above,
    Below,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct PersonGame {
    game: GameId,
    plays: i64,
    wins: i64,
    average: f64,
    best: i64,
    /// Table size and the average there.
    by_players: Vec<(i64, f64)>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Game {
    game: GameId,
    plays: i64,
    /// Of `plays`, saved before the game was over (in no other figure).
    unfinished: i64,
    average_winning: f64,
    per_month: Vec<(String, i64)>,
    distribution: Vec<(i64, i64)>,
    /// Seat (1-based), plays, wins, win rate, against chance.
    by_seat: Vec<(i64, i64, i64, f64, AgainstChance)>,
    /// Plays whose setup recorded who opened the game, that player's wins,
    /// rate, against chance.
    start_player: Option<(i64, i64, f64, AgainstChance)>,
    /// The seats against chance by kind of setup, then by table size.
    splits: Vec<Split>,
    /// The dice its games kept: how many games, and the rolls of each sum.
    dice: Option<(i64, games::dice::DiceCounts)>,
    /// The characters its kept rounds recorded, in rank order.
    characters: Vec<Character>,
}

/// One character over the kept rounds (`store::CharacterStats`).
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Character {
    name: String,
    rounds: i64,
    /// Finished games in whose last round it was taken, the wins of those who
    /// took it, their rate and it against chance.
    last_round: (i64, i64, f64, AgainstChance),
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Split {
    by: SplitBy,
    plays: i64,
    /// Seat (1-based) against chance.
    by_seat: Vec<(i64, AgainstChance)>,
    start_player: Option<AgainstChance>,
}

/// What a split takes the plays by: a setup's kind as its query names it
/// (`balanced`, `2016`), or the number of players.
#[derive(Debug, Clone, Serialize, Deserialize)]
enum SplitBy {
    Kind(String),
    Players(i64),
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, token: String) -> Loaded {
    let (store, access) = match open_group(store, &token).await {
        Ok(opened) => opened,
        Err(instead) => return instead,
    };
    let Ok(stats) = store.stats(&access).await else {
        return Loaded::Unavailable;
    };
    // Past PEOPLE_SHOWN, the ones with most games (the stable sort keeps
    // names in order among equals).
    let mut shown: Vec<usize> = (0..stats.people.len()).collect();
    if shown.len() > PEOPLE_SHOWN {
        shown.sort_by_key(|&at| std::cmp::Reverse(stats.people[at].plays));
        shown.truncate(PEOPLE_SHOWN);
        shown.sort_unstable();
    }
    // Listed by wins (a table of friends reads it as a standings), then by
    // games; names keep the store's order among equals.
    shown.sort_by_key(|&at| {
        let person = &stats.people[at];
        (
            std::cmp::Reverse(person.wins),
            std::cmp::Reverse(person.plays),
            at,
        )
    });
    let most_played = shown.into_iter().map(|at| &stats.people[at]);
    Loaded::Found(Stats {
        name: access.name,
        can_write: access.can_write,
        people_in_group: stats.people.len(),
        people: most_played
            .map(|p| Person {
                name: p.name.clone(),
                plays: p.plays,
                wins: p.wins,
                win_rate: p.win_rate(),
                rivals: p
                    .most_frequent_rivals()
                    .into_iter()
                    .map(|r| r.rival.clone())
                    .collect(),
                against_chance: AgainstChance::of(&p.estimate),
                per_game: p
                    .per_game
                    .iter()
                    .map(|g| PersonGame {
                        game: g.game,
                        plays: g.plays,
                        wins: g.wins,
                        average: g.average(),
                        best: g.best,
                        by_players: g
                            .by_players
                            .iter()
                            .map(|t| (t.players, t.average()))
                            .collect(),
                    })
                    .collect(),
            })
            .collect(),
        games: stats
            .games
            .iter()
            .map(|g| Game {
                game: g.game,
                plays: g.plays,
                unfinished: g.unfinished,
                average_winning: g.average_winning_score(),
                dice: g.dice.as_ref().map(|dice| (dice.plays, dice.counts)),
                characters: g
                    .characters
                    .iter()
                    .map(|c| Character {
                        name: c.character.clone(),
                        rounds: c.rounds,
                        last_round: (
                            c.last_round_plays,
                            c.last_round_wins,
                            c.win_rate(),
                            AgainstChance::of(&c.estimate),
                        ),
                    })
                    .collect(),
                per_month: g.per_month.clone(),
                distribution: g.distribution.clone(),
                by_seat: g
                    .seating
                    .by_seat
                    .iter()
                    .map(|s| {
                        let against = AgainstChance::of(&s.estimate);
                        (s.seat + 1, s.plays, s.wins, s.win_rate(), against)
                    })
                    .collect(),
                splits: g
                    .splits
                    .iter()
                    .map(|split| Split {
                        by: match &split.by {
                            store::SplitBy::Kind(kind) => SplitBy::Kind(kind.clone()),
                            store::SplitBy::Players(n) => SplitBy::Players(*n),
                        },
                        plays: split.seating.plays,
                        by_seat: split
                            .seating
                            .by_seat
                            .iter()
                            .map(|s| (s.seat + 1, AgainstChance::of(&s.estimate)))
                            .collect(),
                        start_player: split
                            .seating
                            .start_player
                            .as_ref()
                            .map(|s| AgainstChance::of(&s.estimate)),
                    })
                    .collect(),
                start_player: g.seating.start_player.as_ref().map(|s| {
                    (
                        s.plays,
                        s.wins,
                        s.win_rate(),
                        AgainstChance::of(&s.estimate),
                    )
                }),
            })
            .collect(),
    })
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _token: String) -> Loaded {
    Loaded::Unavailable
}

#[component]
pub fn GroupStatsPage() -> impl IntoView {
    let token = use_params_map()
        .read_untracked()
        .get("token")
        .unwrap_or_default();
    let store = use_store();
    let asked = token.clone();
    group_page(
        move || load(store.clone(), asked.clone()),
        move |stats| view! { <StatsView stats token=token.clone() /> },
    )
}

/// A ratio as the page shows it: one decimal, no trailing ".0".
pub(super) fn one_decimal(value: f64) -> String {
    let text = games::decimal::decimal(value, 1).to_string();
    text.strip_suffix(".0").map(str::to_owned).unwrap_or(text)
}

impl AgainstChance {
    #[cfg(feature = "ssr")]
    pub(super) fn of(estimate: &store::RateEstimate) -> AgainstChance {
        AgainstChance {
            rate: estimate.rate(),
            low: estimate.low,
            high: estimate.high,
            chance: estimate.chance,
            verdict: match estimate.verdict() {
                store::Verdict::TooFewToTell => Against::TooFewToTell,
                store::Verdict::AboveChance => Against::Above,
                store::Verdict::BelowChance => Against::Below,
            },
        }
    }
}

/// "Ann wins 100% (95% interval 72%–100%); by chance alone 25%. Wins more
/// than chance would." A person's, a seat's or the start player's.
pub(super) fn against_line(who: String, a: AgainstChance) -> impl IntoView {
    let t = &use_i18n().t().groups;
    let figures = (t.against_chance)(
        &percent(a.rate),
        &percent(a.low),
        &percent(a.high),
        &percent(a.chance),
    );
    view! {
        <li data-testid="against-chance">
            <strong>{who}</strong>" "{format!("{figures}{}", t.sentence_gap)}
            <span class=format!("verdict verdict--{}", a.verdict.slug())>{(t.verdict)(a.verdict)}</span>
        </li>
    }
}

/// The characters of a game kept round by round: a row each, then each
/// character's last-round takers against chance.
fn characters_view(characters: &[Character]) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let name = move |shown: &Character| match games::rounds::character(&shown.name) {
        Some(known) => i18n.name(known.name, known.name_zh_tw).to_owned(),
        None => shown.name.clone(),
    };
    let rows = characters
        .iter()
        .map(|c| {
            let (plays, wins, rate, _) = c.last_round;
            view! {
                <tr data-testid=format!("character-{}", c.name)>
                    <td>{name(c)}</td>
                    <td class="num">{c.rounds}</td>
                    <td class="num">{plays}</td>
                    <td class="num">{wins}</td>
                    // No last round yet: no rate to give.
                    <td class="num">{if plays > 0 { percent(rate) } else { "–".to_owned() }}</td>
                </tr>
            }
        })
        .collect_view();
    let against = characters
        .iter()
        .filter(|c| c.last_round.0 > 0)
        .map(|c| against_line(name(c), c.last_round.3))
        .collect_view();
    view! {
        <div data-testid="characters">
            <h3>{t.characters_heading}</h3>
            <p class="hint">{t.characters_note}</p>
            <crate::components::TableScroll label=t.characters_heading.to_string()>
                <table class="counts">
                    <thead>
                        <tr>
                            <th scope="col">{t.character_col}</th>
                            <th scope="col" class="num">{t.rounds_col}</th>
                            <th scope="col" class="num">{t.last_round_col}</th>
                            <th scope="col" class="num">{t.last_round_wins_col}</th>
                            <th scope="col" class="num">{t.win_rate_col}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </crate::components::TableScroll>
            <ul class="by-table against-chance">{against}</ul>
        </div>
    }
}

/// One split's heading ("Board: Random · 12 games") and its seats against chance.
fn split_view(game: GameId, split: &Split) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let by = match &split.by {
        SplitBy::Kind(kind) => kind_label(i18n, game, kind),
        SplitBy::Players(n) => (t.split_players)(*n),
    };
    view! {
        <h4>{(t.split_heading)(&by, split.plays)}</h4>
        <ul class="by-table against-chance">
            {split.by_seat.iter().map(|(seat, against)| against_line((t.seat_name)(*seat), *against)).collect_view()}
            {split.start_player.map(|against| against_line(t.start_player_name.to_owned(), against))}
        </ul>
    }
}

/// A setup's kind as its setup page names it: "Board: Balanced", "Edition: 2016".
fn kind_label(i18n: crate::i18n::I18n, game: GameId, kind: &str) -> String {
    let t = i18n.t();
    match crate::game_views::kind_words(game, kind, t.language) {
        Some((label, name)) => (t.groups.kind_label)(label, name),
        None => kind.to_owned(),
    }
}

impl Against {
    /// Its class on the page.
    fn slug(self) -> &'static str {
        match self {
            Against::TooFewToTell => "too-few",
            Against::Above => "above",
            Against::Below => "below",
        }
    }
}

fn percent(rate: f64) -> String {
    format!("{}%", (rate * 100.0).round() as i64)
}

#[component]
fn StatsView(stats: Stats, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    // Someone whose games are all unfinished has no figures to show yet (no
    // row of zeros, no rate against chance).
    let finished: Vec<&Person> = stats.people.iter().filter(|p| p.plays > 0).collect();
    let people = finished
        .iter()
        .map(|p| {
            view! {
                <tr data-testid="person-row">
                    <th scope="row">
                        <a href=person_href(&token, &p.name) aria-label=(i18n.t().person.page_of)(&p.name)>{p.name.clone()}</a>
                    </th>
                    <td class="num">{p.plays}</td>
                    <td class="num">{p.wins}</td>
                    <td class="num">{percent(p.win_rate)}</td>
                    <td>{p.rivals.join(t.list_separator)}</td>
                </tr>
            }
        })
        .collect_view();
    // Each person's rate against chance, a line each under the table.
    let sure = finished
        .iter()
        .map(|p| against_line(p.name.clone(), p.against_chance))
        .collect_view();
    let games = stats
        .games
        .iter()
        .map(|game| {
            // (A game's count of games takes in its unfinished ones.)
            if game.plays <= game.unfinished {
                return unfinished_only(i18n, game).into_any();
            }
            let rows = stats
                .people
                .iter()
                .filter_map(|p| {
                    let g = p.per_game.iter().find(|g| g.game == game.game)?;
                    Some(view! {
                        <tr>
                            <th scope="row">{p.name.clone()}</th>
                            <td class="num">{g.plays}</td>
                            <td class="num">{g.wins}</td>
                            <td class="num">{one_decimal(g.average)}</td>
                            <td class="num">{g.best}</td>
                        </tr>
                    })
                })
                .collect_view();
            // "Ann: 3 players: 6.5 · 4 players: 5", a line each.
            let by_table = stats
                .people
                .iter()
                .filter_map(|p| {
                    let g = p.per_game.iter().find(|g| g.game == game.game)?;
                    let sizes: Vec<String> = g
                        .by_players
                        .iter()
                        .map(|(n, average)| (t.by_table_size)(*n, &one_decimal(*average)))
                        .collect();
                    Some(view! { <li><strong>{p.name.clone()}</strong>" "{sizes.join(" · ")}</li> })
                })
                .collect_view();
            let name = i18n.game_name(game.game);
            view! {
                <section class="panel" data-testid=format!("game-stats-{}", game.game.slug())>
                    <h2>{name}</h2>
                    <p>{(t.game_summary)(game.plays, &one_decimal(game.average_winning))}</p>
                    {(game.unfinished > 0).then(|| view! {
                        <p class="hint" data-testid="unfinished-left-out">{(t.unfinished_left_out)(game.unfinished)}</p>
                    })}
                    <crate::components::TableScroll label=name.to_string()>
                        <table class="counts">
                            <thead>
                                <tr>
                                    <th scope="col">{t.player_col}</th>
                                    <th scope="col" class="num">{t.plays_col}</th>
                                    <th scope="col" class="num">{t.wins_col}</th>
                                    <th scope="col" class="num">{t.average_col}</th>
                                    <th scope="col" class="num">{t.best_col}</th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </crate::components::TableScroll>
                    <h3>{t.by_table_col}</h3>
                    <ul class="by-table" data-testid="by-table-size">{by_table}</ul>
                    <h3>{t.by_seat_heading}</h3>
                    {game.start_player.map(|(plays, wins, rate, _)| view! {
                        <p data-testid="start-player">{(i18n.t().manage.start_player_won)(wins, plays, &percent(rate))}</p>
                    })}
                    <table class="counts" data-testid="by-seat">
                        <thead>
                            <tr>
                                <th scope="col">{t.seat_col}</th>
                                <th scope="col" class="num">{t.plays_col}</th>
                                <th scope="col" class="num">{t.wins_col}</th>
                                <th scope="col" class="num">{t.win_rate_col}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {game
                                .by_seat
                                .iter()
                                .map(|(seat, plays, wins, rate, _)| view! {
                                    <tr>
                                        <td>{*seat}</td>
                                        <td class="num">{*plays}</td>
                                        <td class="num">{*wins}</td>
                                        <td class="num">{percent(*rate)}</td>
                                    </tr>
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                    // Each seat, and the player who opened, against chance.
                    <ul class="by-table against-chance" data-testid="seats-against-chance">
                        {game.by_seat.iter().map(|(seat, _, _, _, against)| against_line((t.seat_name)(*seat), *against)).collect_view()}
                        {game.start_player.map(|(_, _, _, against)| against_line(t.start_player_name.to_owned(), against))}
                    </ul>
                    {(!game.splits.is_empty()).then(|| view! {
                        <details class="how-computed" data-testid="seat-splits">
                            <summary>{t.splits_heading}</summary>
                            {game.splits.iter().map(|split| split_view(game.game, split)).collect_view()}
                        </details>
                    })}
                    <h3>{t.distribution_heading}</h3>
                    <BarChart
                        label=(t.distribution_label)(name)
                        bars=game.distribution.iter().map(|(score, times)| (score.to_string(), *times)).collect()
                    />
                    <table class="counts" data-testid="distribution">
                        <thead>
                            <tr>
                                <th scope="col">{t.score_col}</th>
                                <th scope="col" class="num">{t.times_col}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {game
                                .distribution
                                .iter()
                                .map(|(score, times)| view! { <tr><td>{*score}</td><td class="num">{*times}</td></tr> })
                                .collect_view()}
                        </tbody>
                    </table>
                    {(!game.characters.is_empty()).then(|| characters_view(&game.characters))}
                    {game.dice.map(|(plays, counts)| {
                        let d = i18n.dice();
                        view! {
                            <div data-testid="our-dice">
                                <h3>{d.our_dice_heading}</h3>
                                <crate::components::DiceRecord
                                    counts
                                    gaps=None
                                    summary=(d.rolls_in_games)(counts.rolls(), plays)
                                />
                            </div>
                        }
                    })}
                    <h3>{t.per_month_heading}</h3>
                    <BarChart label=(t.chart_label)(name) bars=game.per_month.clone() />
                    <table class="counts">
                        <thead>
                            <tr>
                                <th scope="col">{t.month_col}</th>
                                <th scope="col" class="num">{t.plays_col}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {game
                                .per_month
                                .iter()
                                .map(|(month, plays)| view! { <tr><td>{month.clone()}</td><td class="num">{*plays}</td></tr> })
                                .collect_view()}
                        </tbody>
                    </table>
                </section>
            }
            .into_any()
        })
        .collect_view();
    let empty = match (stats.people.is_empty(), finished.is_empty()) {
        (true, _) => Some(view! { <p class="hint" data-testid="no-plays">{t.no_plays}</p> }),
        (false, true) => {
            Some(view! { <p class="hint" data-testid="no-finished-game">{t.no_finished_game}</p> })
        }
        (false, false) => None,
    };
    let any_finished = !finished.is_empty();
    view! {
        <GroupHead name=stats.name.clone() can_write=stats.can_write token tab=GroupTab::Stats />
        <section class="panel" aria-labelledby="stats-heading">
            <h2 id="stats-heading">{t.stats_heading}</h2>
            <p class="hint">{t.ties_note}</p>
            {(stats.people.len() < stats.people_in_group).then(|| view! {
                <p class="hint" data-testid="most-played-shown">{(t.most_played_shown)(stats.people.len(), stats.people_in_group)}</p>
            })}
            {empty}
            {any_finished.then(|| view! {
                <crate::components::TableScroll label=t.people_table_label.to_owned()>
                    <table class="counts" data-testid="people-stats">
                        <thead>
                            <tr>
                                <th scope="col">{t.player_col}</th>
                                <th scope="col" class="num">{t.plays_col}</th>
                                <th scope="col" class="num">{t.wins_col}</th>
                                <th scope="col" class="num">{t.win_rate_col}</th>
                                <th scope="col">{t.rival_col}</th>
                            </tr>
                        </thead>
                        <tbody>{people}</tbody>
                    </table>
                </crate::components::TableScroll>
                <h3>{t.against_chance_heading}</h3>
                <ul class="by-table against-chance">{sure}</ul>
                <details class="how-computed">
                    <summary>{t.how_computed}</summary>
                    <p class="hint">{t.against_chance_method}</p>
                </details>
            })}
        </section>
        {games}
    }
}

/// A game whose games are all unfinished: its name, that no game is finished
/// yet and how many are left out (no averages of nothing, no empty tables).
fn unfinished_only(i18n: crate::i18n::I18n, game: &Game) -> impl IntoView {
    let t = &i18n.t().groups;
    view! {
        <section class="panel" data-testid=format!("game-stats-{}", game.game.slug())>
            <h2>{i18n.game_name(game.game)}</h2>
            <p class="hint" data-testid="no-finished-game">{t.no_finished_game}</p>
            <p class="hint" data-testid="unfinished-left-out">{(t.unfinished_left_out)(game.unfinished)}</p>
        </section>
    }
}

/// Bars (a label and a count each), drawn on the server; the table under it says
/// the same.
#[component]
fn BarChart(label: String, bars: Vec<(String, i64)>) -> impl IntoView {
    const WIDTH: i64 = 320;
    const HEIGHT: i64 = 120;
    const LABELS: i64 = 18;
    let most = bars.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1);
    // A few months would make bars as wide as the chart: at most 48 units each.
    let slot = (WIDTH / (bars.len() as i64).max(1)).min(48);
    // A label ("2026-11") needs ~44 units: with more bars than fit, the table
    // below names them.
    let labelled = slot >= 44;
    let drawn = bars
        .iter()
        .enumerate()
        .map(|(i, (name, count))| {
            let height = (HEIGHT - LABELS - 14) * count / most;
            let x = i as i64 * slot + slot / 6;
            let y = HEIGHT - LABELS - height;
            let width = slot * 2 / 3;
            view! {
                <g>
                    <rect class="chart__bar" x=x y=y width=width height=height rx="3"></rect>
                    <text class="chart__value" x=x + width / 2 y=y - 3 text-anchor="middle">{*count}</text>
                    <text class="chart__label" x=x + width / 2 y=HEIGHT - 4 text-anchor="middle">
                        {labelled.then(|| name.clone())}
                    </text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="chart" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=label>
            {drawn}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_a_player_writes_them() {
        assert_eq!(one_decimal(6.0), "6");
        assert_eq!(one_decimal(6.5), "6.5");
        assert_eq!(one_decimal(20.0 / 3.0), "6.7");
        assert_eq!(percent(0.5), "50%");
        assert_eq!(percent(2.0 / 3.0), "67%");
    }
}
