//! Bringing a BG Stats backup into a group, on its people and links page:
//! first a check that saves nothing and says what would come in, then the
//! import (server/src/bgstats.rs reads the file, server/src/group_forms.rs
//! takes the form). The form's answer comes back in the address
//! (`?bgstats=…`), as the export import's does.

use crate::bridge::{data, data_attr};
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use serde::{Deserialize, Serialize};

/// Why a play of the five games stays out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeftOut {
    /// Marked "ignored" in BG Stats.
    Ignored,
    /// A player has no score, or one that is not a whole number.
    NoScores,
    /// More or fewer players than the game seats.
    PlayerCount,
    /// It cannot be read as a play at all, or the rules refuse it.
    Unreadable,
    /// It has no id BG Stats gave it (its `uuid`), so it could not be
    /// recognised when imported again.
    NoId,
    /// Its date cannot be read.
    NoDate,
    /// A player of it has no name that can be kept (none, blank, too long or
    /// with a control character).
    NamelessPlayer,
}

/// What a backup brings, or brought.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BgStatsReport {
    /// Plays of the five games that come in.
    pub plays: usize,
    /// Of them, by game, in the catalogue's order.
    pub by_game: Vec<(GameId, usize)>,
    /// After an import: how many were new, and how many were here already.
    pub created: Option<usize>,
    pub unchanged: usize,
    /// The people of those plays, and how many are new to the group.
    pub people: usize,
    pub new_people: usize,
    /// The first few new names.
    pub new_names: Vec<String>,
    pub left_out: Vec<(LeftOut, usize)>,
    /// Plays of other games, how many games, the most played few by name.
    pub other_plays: usize,
    pub other_game_count: usize,
    pub other_games: Vec<(String, usize)>,
    /// Plays kept with something cut: a note or place past its length, a
    /// length past a day.
    #[serde(default)]
    pub cut: usize,
}

/// The answer the form's handler puts in the address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BgStatsSaid {
    /// The check: nothing saved yet.
    Checked(BgStatsReport),
    Imported(BgStatsReport),
    NoFile,
    NotBackup,
    TooBig,
}

/// What an address may carry at most: a crafted one is read no further.
#[cfg(feature = "ssr")]
const MOST_IN_ADDRESS: usize = 8192;

/// JSON in the address: read and written on the server only (the people page
/// runs no wasm, and the wasm carries no JSON library).
#[cfg(feature = "ssr")]
impl BgStatsSaid {
    /// As the address carries it (`?bgstats=` and this, query-encoded).
    pub fn to_param(&self) -> String {
        serde_json::to_string(self).expect("a report serialises")
    }

    pub fn parse(text: &str) -> Option<BgStatsSaid> {
        (text.len() <= MOST_IN_ADDRESS)
            .then(|| serde_json::from_str(text).ok())
            .flatten()
    }
}

/// The form's answer in this page's address.
fn said_in_address() -> Option<BgStatsSaid> {
    let text = use_query_map()
        .read_untracked()
        .get_str("bgstats")?
        .to_owned();
    #[cfg(feature = "ssr")]
    {
        BgStatsSaid::parse(&text)
    }
    #[cfg(not(feature = "ssr"))]
    {
        let _ = text;
        None
    }
}

#[component]
pub(super) fn BgStatsPanel(token: String) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().bgstats;
    let said = said_in_address();
    let checked = matches!(said, Some(BgStatsSaid::Checked(_)));
    let report = said.map(|said| match said {
        BgStatsSaid::Checked(report) | BgStatsSaid::Imported(report) => {
            let done = report.created.is_some();
            view! { <Report report done /> }.into_any()
        }
        refused => {
            let text = match refused {
                BgStatsSaid::NoFile => t.no_file,
                BgStatsSaid::NotBackup => t.not_backup,
                _ => t.too_big,
            };
            view! { <p class="notice notice--error" role="alert" data-testid="bgstats-said">{text}</p> }.into_any()
        }
    });
    let form = |step: &'static str, button: &'static str, testid: &'static str| {
        let marked = if step == "import" {
            data::BGSTATS_IMPORT
        } else {
            data::BGSTATS_CHECK
        };
        view! {
            <form class="inline-form" method="post" enctype="multipart/form-data"
                action=format!("/g/{token}/import/bgstats") data-testid={testid} {..data_attr(marked, "")}>
                <input type="hidden" name="step" value=step />
                <label>{t.file_label}
                    <input type="file" name="backup" accept=".json,application/json" required />
                </label>
                <button class="button" type="submit">{button}</button>
            </form>
        }
    };
    view! {
        <section class="panel" id="bgstats" aria-labelledby="bgstats-heading">
            <h2 id="bgstats-heading">{t.heading}</h2>
            {report}
            {if checked {
                // /device.js keeps the file checked and says so (READY).
                view! {
                    <p class="hint" {..data_attr(data::READY, t.file_carried)}>{t.choose_again}</p>
                    {form("import", t.import_button, "bgstats-import")}
                }
                .into_any()
            } else {
                view! {
                    <p class="hint">{t.hint}</p>
                    {form("check", t.check_button, "bgstats-check")}
                }
                .into_any()
            }}
        </section>
    }
}

/// The report of a check or an import.
#[component]
fn Report(report: BgStatsReport, done: bool) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().bgstats;
    let g = &i18n.t().groups;
    let headline = match report.created {
        Some(created) => (t.imported)(created, report.unchanged),
        None => (t.would_import)(report.plays),
    };
    let by_game: Vec<String> = report
        .by_game
        .iter()
        .map(|(game, n)| format!("{} {n}", i18n.game_name(*game)))
        .collect();
    let other: Vec<String> = report
        .other_games
        .iter()
        .map(|(name, n)| {
            let name = if name.is_empty() {
                t.unnamed_game
            } else {
                name.as_str()
            };
            format!("{name} {n}")
        })
        .collect();
    view! {
        <div class="notice" role="status" data-testid="bgstats-report">
            <p><strong>{headline}</strong></p>
            <ul class="by-table">
                {(!by_game.is_empty()).then(|| view! { <li>{by_game.join(g.list_separator)}</li> })}
                <li>{(t.people)(report.people, report.new_people)}</li>
                {(!report.new_names.is_empty()).then(|| view! {
                    <li>{t.new_names}{g.sentence_gap}<bdi>{report.new_names.join(g.list_separator)}</bdi></li>
                })}
                {(report.cut > 0).then(|| view! { <li>{(t.cut)(report.cut)}</li> })}
                {report.left_out.iter().map(|(why, n)| view! { <li>{(t.left_out)(*why, *n)}</li> }).collect_view()}
                {(report.other_plays > 0).then(|| view! {
                    <li>
                        {(t.other_games)(report.other_plays, report.other_game_count)}{g.sentence_gap}
                        <bdi>{other.join(g.list_separator)}</bdi>
                    </li>
                })}
            </ul>
            <p class="hint">{t.recorded_note}</p>
            {(done && report.new_people > 0).then(|| view! { <p class="hint">{t.merge_hint}</p> })}
        </div>
    }
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;

    #[test]
    fn a_report_travels_in_the_address_and_a_crafted_one_stops_at_its_limit() {
        let said = BgStatsSaid::Checked(BgStatsReport {
            plays: 3,
            by_game: vec![(GameId::Catan, 3)],
            new_names: vec!["</bdi><script>".into()],
            left_out: vec![(LeftOut::NoScores, 1)],
            other_games: vec![("Azul".into(), 2)],
            ..BgStatsReport::default()
        });
        assert_eq!(BgStatsSaid::parse(&said.to_param()), Some(said));
        assert_eq!(BgStatsSaid::parse("no"), None);
        let long = format!("{{\"no_file\":\"{}\"}}", "x".repeat(9000));
        assert_eq!(BgStatsSaid::parse(&long), None);
    }
}
