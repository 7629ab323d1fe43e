//! Bringing a BG Stats backup into a group, on its people and links page:
//! first a check that saves nothing and says what would come in, then the
//! import (server/src/bg_stats_import.rs reads the file, server/src/group_forms.rs
//! takes the form). The form's answer comes back in the address
//! (`?bgstats=…`), as the export import's does.

use crate::bridge::{data, data_attr};
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
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
    /// Its id came earlier in the same file: the first is the play.
    RepeatedId,
    /// Two of its players are one person in the group (the same name, or one
    /// merged here into the other).
    SamePersonTwice,
}

/// What a backup brings, or brought.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BgStatsReport {
    /// Plays of the five games that come in.
    pub plays: usize,
    /// Of them, by game, in the catalogue's order.
    pub by_game: Vec<(GameId, usize)>,
    /// After an import: how many were new.
    pub created: Option<usize>,
    /// Plays of the backup the group has already, as the group left them
    /// (edited here or not), and plays deleted here, which stay deleted.
    #[serde(default)]
    pub already_here: usize,
    #[serde(default)]
    pub deleted_here: usize,
    /// Names merged away here, read as the person they became (the first
    /// few), and how many there were.
    #[serde(default)]
    pub merged: Vec<(String, String)>,
    #[serde(default)]
    pub merged_count: usize,
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
    /// Stopped: the group keeps as many plays as the server allows one group.
    GroupFull,
    /// Stopped: this network imported as many plays as it may in an hour.
    HourFull,
}

/// The form's answer as the address names it (`?bgstats=`): a refusal by its
/// name, a report by the number the group keeps it under (a report is a
/// stored page, not a URL: issue 46.5).
#[cfg(feature = "ssr")]
impl BgStatsSaid {
    /// The address's value for a refusal; a report has none of its own.
    pub fn refusal_name(&self) -> Option<&'static str> {
        match self {
            BgStatsSaid::NoFile => Some("no_file"),
            BgStatsSaid::NotBackup => Some("not_backup"),
            BgStatsSaid::TooBig => Some("too_big"),
            BgStatsSaid::GroupFull => Some("group_full"),
            BgStatsSaid::HourFull => Some("hour_full"),
            BgStatsSaid::Checked(_) | BgStatsSaid::Imported(_) => None,
        }
    }

    /// As the group keeps a report (JSON, read and written on the server
    /// only: the people page runs no wasm).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a report serialises")
    }

    pub fn from_json(text: &str) -> Option<BgStatsSaid> {
        serde_json::from_str(text).ok()
    }

    /// What the address names: a refusal, or a report this group keeps.
    pub async fn named(
        store: &store::Store,
        access: &store::Access,
        name: &str,
    ) -> Result<Option<BgStatsSaid>, store::StoreError> {
        let refused = [
            BgStatsSaid::NoFile,
            BgStatsSaid::NotBackup,
            BgStatsSaid::TooBig,
            BgStatsSaid::GroupFull,
            BgStatsSaid::HourFull,
        ]
        .into_iter()
        .find(|said| said.refusal_name() == Some(name));
        if refused.is_some() {
            return Ok(refused);
        }
        let Some(id) = name.parse::<i64>().ok().filter(|&id| id > 0) else {
            return Ok(None);
        };
        Ok(store
            .report(access, id)
            .await?
            .and_then(|kept| BgStatsSaid::from_json(&kept)))
    }
}

#[component]
pub(super) fn BgStatsPanel(token: String, said: Option<BgStatsSaid>) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().bgstats;
    let game_names: Vec<&str> = GameId::ALL
        .iter()
        .map(|&game| i18n.game_name(game))
        .collect();
    // A check that found something to bring offers the import; one that
    // found nothing new offers a check of another file instead.
    let checked = matches!(&said, Some(BgStatsSaid::Checked(report)) if report.plays > 0);
    let report = said.map(|said| match said {
        BgStatsSaid::Checked(report) | BgStatsSaid::Imported(report) => {
            let done = report.created.is_some();
            view! { <Report report done /> }.into_any()
        }
        refused => {
            let text = match refused {
                BgStatsSaid::NoFile => t.no_file,
                BgStatsSaid::NotBackup => t.not_backup,
                BgStatsSaid::GroupFull => t.group_full,
                BgStatsSaid::HourFull => t.hour_full,
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
                action=crate::bridge::route::fill(crate::bridge::route::IMPORT_BGSTATS, &[("token", &token)]) data-testid={testid} {..data_attr(marked, "")}>
                <input type="hidden" name="step" value=step />
                <crate::components::FilePicker label=t.file_label name="backup" accept=".json,application/json" />
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
                    <p class="hint">{(t.hint)(&game_names)}</p>
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
        Some(created) => (t.imported)(created),
        None => (t.would_import)(report.plays),
    };
    let merged: Vec<String> = report
        .merged
        .iter()
        .map(|(name, person)| (t.merged_pair)(name, person))
        .collect();
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
                {(report.already_here > 0).then(|| view! { <li>{(t.already_here)(report.already_here)}</li> })}
                {(report.deleted_here > 0).then(|| view! { <li>{(t.deleted_here)(report.deleted_here)}</li> })}
                {(report.merged_count > 0).then(|| view! {
                    <li>{format!("{}{}", (t.merged)(report.merged_count), g.sentence_gap)}<bdi>{merged.join(g.list_separator)}</bdi></li>
                })}
                // Nobody comes in with no game coming in: nothing to say.
                {(report.people > 0).then(|| view! { <li>{(t.people)(report.people, report.new_people)}</li> })}
                {(!report.new_names.is_empty()).then(|| view! {
                    <li>{format!("{}{}", t.new_names, g.sentence_gap)}<bdi>{report.new_names.join(g.list_separator)}</bdi></li>
                })}
                {(report.cut > 0).then(|| view! { <li>{(t.cut)(report.cut)}</li> })}
                {report.left_out.iter().map(|(why, n)| view! { <li>{(t.left_out)(*why, *n)}</li> }).collect_view()}
                {(report.other_plays > 0).then(|| view! {
                    <li>
                        {format!("{}{}", (t.other_games)(report.other_plays, report.other_game_count), g.sentence_gap)}
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
    fn a_report_is_kept_as_json_and_a_refusal_goes_by_its_name() {
        let said = BgStatsSaid::Checked(BgStatsReport {
            plays: 3,
            by_game: vec![(GameId::Catan, 3)],
            new_names: vec!["</bdi><script>".into()],
            left_out: vec![(LeftOut::NoScores, 1)],
            other_games: vec![("Azul".into(), 2)],
            merged: vec![("Annie".into(), "Ann".into())],
            merged_count: 1,
            ..BgStatsReport::default()
        });
        assert_eq!(BgStatsSaid::from_json(&said.to_json()), Some(said.clone()));
        assert_eq!(said.refusal_name(), None);
        assert_eq!(BgStatsSaid::from_json("no"), None);
        let names: Vec<_> = [
            BgStatsSaid::NoFile,
            BgStatsSaid::NotBackup,
            BgStatsSaid::TooBig,
            BgStatsSaid::GroupFull,
            BgStatsSaid::HourFull,
        ]
        .iter()
        .map(|said| said.refusal_name())
        .collect();
        assert_eq!(
            names,
            [
                Some("no_file"),
                Some("not_backup"),
                Some("too_big"),
                Some("group_full"),
                Some("hour_full")
            ]
        );
    }
}
