//! A BG Stats backup (the app's export JSON: `players`, `games`, `locations`
//! and `plays`, linked by numeric ids) read into a group's plays.
//!
//! Only the five games come in, found by their BoardGameGeek id or, failing
//! that, their name. BG Stats keeps a final score per player and no more, which
//! is never enough for the rules to score, so each play is kept with its
//! recorded scores and winners (`store::PlayInput::Recorded`) and the play's
//! page says so. A play keeps its BG Stats id, so importing a backup again
//! adds only what is new. Every play left out is counted with its reason,
//! plays of other games by game.
//!
//! The backup's own fields are read leniently (BG Stats writes a score as
//! text, `"30"`, `""` or `"4+3+4+4"`, and some flags as 0/1) and any field it
//! adds later is ignored.

use app::{BgStatsReport, LeftOut};
use games::citadels::Edition;
use games::recorded::{RecordedPlayer, RecordedScores};
use games::GameId;
use serde::{Deserialize, Deserializer};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use store::{NewPlay, PlayId, PlayInput, PlayedAt};

/// A backup's bytes at most: BG Stats keeps every game's details and every
/// play of every game; a few thousand plays fit well within this.
pub const MAX_BACKUP_BYTES: usize = 16 * 1024 * 1024;
/// Plays saved in one transaction (each batch whole or not at all).
pub const PLAYS_PER_SAVE: usize = 500;

/// Other games named in a report at most (the most played first).
const OTHER_GAMES_NAMED: usize = 5;
/// New names listed in a report at most.
const NEW_NAMES_LISTED: usize = 10;

#[derive(Deserialize)]
struct Backup {
    #[serde(default)]
    players: Vec<Named>,
    #[serde(default)]
    games: Vec<Game>,
    #[serde(default)]
    locations: Vec<Named>,
    plays: Vec<Play>,
}

#[derive(Deserialize)]
struct Named {
    id: i64,
    #[serde(default)]
    name: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Game {
    id: i64,
    #[serde(default)]
    name: String,
    #[serde(default)]
    bgg_id: Option<i64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Play {
    #[serde(default)]
    uuid: String,
    game_ref_id: i64,
    #[serde(default)]
    location_ref_id: Option<i64>,
    #[serde(default)]
    play_date: String,
    #[serde(default)]
    duration_min: Option<i64>,
    #[serde(default)]
    comments: Option<String>,
    #[serde(default, deserialize_with = "flag")]
    ignored: bool,
    #[serde(default)]
    player_scores: Vec<PlayerScore>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PlayerScore {
    player_ref_id: i64,
    #[serde(default)]
    score: Value,
    #[serde(default, deserialize_with = "flag")]
    winner: bool,
    #[serde(default, deserialize_with = "flag")]
    start_player: bool,
}

/// `true`, `1` or `"1"` (BG Stats has written its flags each way).
fn flag<'de, D: Deserializer<'de>>(from: D) -> Result<bool, D::Error> {
    Ok(match Value::deserialize(from)? {
        Value::Bool(flag) => flag,
        Value::Number(n) => n.as_i64() == Some(1),
        Value::String(text) => matches!(text.trim(), "1" | "true"),
        _ => false,
    })
}

/// What a backup brings: the plays to save and what the page says of them.
pub struct Planned {
    pub plays: Vec<NewPlay>,
    pub report: BgStatsReport,
}

/// The file is not a BG Stats backup (or not JSON at all).
#[derive(Debug)]
pub struct NotBackup;

/// The plays of the five games a backup holds, and the report of the rest.
pub fn plan(file: &[u8]) -> Result<Planned, NotBackup> {
    let backup: Backup = serde_json::from_slice(file).map_err(|_| NotBackup)?;
    let names: HashMap<i64, &str> = backup
        .players
        .iter()
        .map(|p| (p.id, p.name.as_str()))
        .collect();
    let places: HashMap<i64, &str> = backup
        .locations
        .iter()
        .map(|l| (l.id, l.name.as_str()))
        .collect();
    let games: HashMap<i64, &Game> = backup.games.iter().map(|g| (g.id, g)).collect();
    // Another game is named as a player would be: at most MAX_NAME characters.
    let short = |name: &str| -> String {
        let mut chars = name.trim().chars().filter(|c| !c.is_control());
        let kept: String = chars.by_ref().take(games::score::MAX_NAME).collect();
        if chars.next().is_some() {
            format!("{kept}…")
        } else {
            kept
        }
    };
    let mut report = BgStatsReport::default();
    let mut left_out: BTreeMap<LeftOut, usize> = BTreeMap::new();
    let mut other_games: HashMap<String, usize> = HashMap::new();
    let mut plays = Vec::new();
    for play in &backup.plays {
        let game = games.get(&play.game_ref_id).copied();
        let Some((id, edition)) = game.and_then(ours) else {
            let name = game.map_or(String::new(), |g| short(&g.name));
            *other_games.entry(name).or_default() += 1;
            continue;
        };
        match new_play(play, id, edition, &names, &places) {
            Ok(new) => plays.push(new),
            Err(why) => *left_out.entry(why).or_default() += 1,
        }
    }
    report.plays = plays.len();
    for play in &plays {
        let game = play.input.game();
        match report.by_game.iter_mut().find(|(g, _)| *g == game) {
            Some((_, count)) => *count += 1,
            None => report.by_game.push((game, 1)),
        }
    }
    report
        .by_game
        .sort_by_key(|(game, _)| GameId::ALL.iter().position(|g| g == game));
    report.left_out = left_out.into_iter().collect();
    let mut other: Vec<(String, usize)> = other_games.into_iter().collect();
    // Most played first, then by name, so a report reads the same every time.
    other.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    report.other_plays = other.iter().map(|(_, n)| n).sum();
    report.other_game_count = other.len();
    other.truncate(OTHER_GAMES_NAMED);
    report.other_games = other;
    Ok(Planned { plays, report })
}

/// The people of these plays, each once (names matched without regard to
/// case), in the order they first appear.
pub fn people_of(plays: &[NewPlay]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut people = Vec::new();
    for play in plays {
        let PlayInput::Recorded(_, recorded) = &play.input else {
            continue;
        };
        for player in &recorded.players {
            if seen.insert(player.name.to_lowercase()) {
                people.push(player.name.clone());
            }
        }
    }
    people
}

/// How many people a plan brings and how many are new to the group (`known`
/// says who is there), the first few new ones named.
pub fn note_new_people(
    report: &mut BgStatsReport,
    plays: &[NewPlay],
    known: impl Fn(&str) -> bool,
) {
    let people = people_of(plays);
    let new: Vec<String> = people.iter().filter(|name| !known(name)).cloned().collect();
    report.people = people.len();
    report.new_people = new.len();
    report.new_names = new.into_iter().take(NEW_NAMES_LISTED).collect();
}

/// The game (and Citadels edition) a BG Stats game is, by its BoardGameGeek
/// id, else by its name in English or Chinese.
fn ours(game: &Game) -> Option<(GameId, Option<Edition>)> {
    let by_id = game.bgg_id.and_then(|bgg| {
        if bgg == i64::from(Edition::Y2016.bgg_id()) {
            return Some((GameId::Citadels, Some(Edition::Y2016)));
        }
        GameId::ALL
            .into_iter()
            .find(|g| i64::from(g.info().bgg_id) == bgg)
            .map(|g| (g, (g == GameId::Citadels).then_some(Edition::Classic)))
    });
    by_id.or_else(|| {
        let name = game.name.trim();
        GameId::ALL
            .into_iter()
            .find(|g| {
                let info = g.info();
                name.eq_ignore_ascii_case(info.name) || name == info.name_zh_tw
            })
            .map(|g| (g, None))
    })
}

fn new_play(
    play: &Play,
    game: GameId,
    edition: Option<Edition>,
    names: &HashMap<i64, &str>,
    places: &HashMap<i64, &str>,
) -> Result<NewPlay, LeftOut> {
    if play.ignored {
        return Err(LeftOut::Ignored);
    }
    let id = PlayId::parse(play.uuid.trim()).ok_or(LeftOut::Unreadable)?;
    let played_at = played_at(&play.play_date).ok_or(LeftOut::Unreadable)?;
    let mut players = Vec::new();
    let mut start_seat = None;
    for (seat, entry) in play.player_scores.iter().enumerate() {
        let name = names.get(&entry.player_ref_id).ok_or(LeftOut::Unreadable)?;
        let score = score(&entry.score).ok_or(LeftOut::NoScores)?;
        if entry.start_player && start_seat.is_none() {
            start_seat = Some(seat);
        }
        players.push(RecordedPlayer {
            name: name.trim().to_owned(),
            score,
            winner: entry.winner,
        });
    }
    let info = game.info();
    if !(usize::from(info.min_players)..=usize::from(info.max_players)).contains(&players.len()) {
        return Err(LeftOut::PlayerCount);
    }
    let recorded = RecordedScores { players };
    let mut setup = serde_json::Map::new();
    if let Some(seat) = start_seat {
        setup.insert(store::START_SEAT.into(), json!(seat));
    }
    if let Some(edition) = edition {
        setup.insert(games::citadels::query::EDITION.into(), json!(edition.id()));
    }
    let new = NewPlay {
        id,
        played_at,
        score_json: json!({ store::RECORDED: recorded }),
        input: PlayInput::Recorded(game, recorded),
        setup: (!setup.is_empty()).then_some(Value::Object(setup)),
        duration_min: play.duration_min.filter(|&minutes| minutes > 0),
        place: play
            .location_ref_id
            .and_then(|id| places.get(&id))
            .map(|place| place.trim().to_owned())
            .filter(|place| !place.is_empty()),
        note: play
            .comments
            .as_deref()
            .map(str::trim)
            .filter(|note| !note.is_empty())
            .map(str::to_owned),
    };
    store::check_play(&new).map_err(|_| LeftOut::Unreadable)?;
    Ok(new)
}

/// BG Stats' `2024-08-14 19:59:09`, a time of day with no zone: kept as the
/// players' own time (the history shows it as written).
fn played_at(text: &str) -> Option<PlayedAt> {
    let text = text.trim();
    let (date, time) = text.split_once(' ').unwrap_or((text, "00:00:00"));
    PlayedAt::parse(&format!("{date}T{time}Z")).ok()
}

/// A recorded score: a whole number, or a sum BG Stats kept as typed
/// (`4+3+4+4`, `-1`); anything else (empty, a fraction) is no score.
fn score(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64(),
        Value::String(text) => {
            let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            if text.is_empty() {
                return None;
            }
            // Split before each sign: "4+3-1" is +4 +3 -1.
            let mut total: i64 = 0;
            let mut term = String::new();
            for c in text.chars().chain(std::iter::once('+')) {
                if matches!(c, '+' | '-') && !term.is_empty() && term != "-" && term != "+" {
                    total = total.checked_add(term.parse::<i64>().ok()?)?;
                    term.clear();
                }
                term.push(c);
            }
            (term == "+").then_some(total)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_read_as_bg_stats_writes_it() {
        assert_eq!(score(&json!("30")), Some(30));
        assert_eq!(score(&json!("-1")), Some(-1));
        assert_eq!(score(&json!("4+3+4+4")), Some(15));
        assert_eq!(score(&json!(" 10 - 2 ")), Some(8));
        assert_eq!(score(&json!(12)), Some(12));
        for none in [
            json!(""),
            json!(null),
            json!("47.3"),
            json!("4++3"),
            json!("x"),
            json!(1.5),
            json!("+"),
        ] {
            assert_eq!(score(&none), None, "{none}");
        }
    }

    #[test]
    fn a_play_date_is_the_players_own_time() {
        assert_eq!(
            played_at("2024-08-14 19:59:09").unwrap().text,
            "2024-08-14T19:59:09Z"
        );
        assert!(played_at("14/08/2024").is_none());
    }
}
