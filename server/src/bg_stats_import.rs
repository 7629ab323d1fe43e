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
//! adds later is ignored. Each play, player, game and place is read on its own
//! (kept as raw JSON until then), so one odd field (`durationMin: 84.5`,
//! `uuid: null`, a number past `f64`) costs that play at most, never the file:
//! what can be kept is (a note or place cut to its length, a length past a day
//! left out, and the report says how many), the rest is counted with its reason.

use crate::bounded_json::{at_most, some_at_most, value_within};
use app::{BgStatsReport, LeftOut};
use games::recorded::{RecordedPlayer, RecordedScores};
use games::GameId;
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap, HashSet};
use store::{Here, NewPlay, PlayId, PlayInput, PlayedAt};

/// A backup's bytes at most: BG Stats keeps every game's details and every
/// play of every game; a few thousand plays fit well within this.
pub const MAX_BACKUP_BYTES: usize = 16 * 1024 * 1024;
/// Plays saved in one transaction (each batch whole or not at all).
pub const PLAYS_PER_SAVE: usize = 500;

/// Other games named in a report at most (the most played first).
const OTHER_GAMES_NAMED: usize = 5;
/// New names listed in a report at most.
const NEW_NAMES_LISTED: usize = 10;

/// The backup's lists, each entry kept as its raw JSON to be read on its own.
/// Each list is bounded while it is read (issue 61.2): a 16 MB file of
/// `[0,0,…]` would be eight million entries.
#[derive(Deserialize)]
pub struct Backup<'a> {
    #[serde(
        default,
        borrow,
        deserialize_with = "some_at_most::<_, &RawValue, MOST_ENTRIES>"
    )]
    players: Option<Vec<&'a RawValue>>,
    #[serde(
        default,
        borrow,
        deserialize_with = "some_at_most::<_, &RawValue, MOST_ENTRIES>"
    )]
    games: Option<Vec<&'a RawValue>>,
    #[serde(
        default,
        borrow,
        deserialize_with = "some_at_most::<_, &RawValue, MOST_ENTRIES>"
    )]
    locations: Option<Vec<&'a RawValue>>,
    #[serde(borrow, deserialize_with = "at_most::<_, &RawValue, MOST_ENTRIES>")]
    plays: Vec<&'a RawValue>,
}

/// Entries one list of a backup holds at most: ten times the plays a group
/// keeps by default, and far more players, games or places than a group has.
const MOST_ENTRIES: usize = 1_000_000;
/// One entry's text at most: a play of twenty players with long notes is a
/// few kilobytes; one past this is left out as unreadable.
const MOST_ENTRY_BYTES: usize = 256 * 1024;

/// One entry of a list, as JSON, or nothing when it cannot be read (or is
/// past [`MOST_ENTRY_BYTES`], measured before it is read).
fn entry(raw: &RawValue) -> Option<Value> {
    value_within(raw, MOST_ENTRY_BYTES)
}

/// A whole number as BG Stats may write it: `3`, `3.0` or `"3"`.
fn whole(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                .map(|f| f as i64)
        }),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    }
}

/// A length in minutes: a whole number or a fraction rounded (`84.5`).
fn minutes(value: &Value) -> Option<i64> {
    let minutes = match value {
        Value::Number(n) => n.as_f64()?,
        Value::String(text) => text.trim().parse().ok()?,
        _ => return None,
    };
    (minutes.is_finite() && minutes.abs() < 1e15).then(|| minutes.round() as i64)
}

/// Text as BG Stats may write it: a string, or a number written out.
fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// `true`, `1` or `"1"` (BG Stats has written its flags each way).
fn flag(value: &Value) -> bool {
    match value {
        Value::Bool(flag) => *flag,
        Value::Number(n) => n.as_i64() == Some(1),
        Value::String(text) => matches!(text.trim(), "1" | "true"),
        _ => false,
    }
}

/// `(id, name)` of each player or place whose id reads; a name that does not
/// read is empty.
fn named(list: &[&RawValue]) -> HashMap<i64, String> {
    list.iter()
        .filter_map(|raw| entry(raw))
        .filter_map(|e| Some((whole(&e["id"])?, text(&e["name"]).unwrap_or_default())))
        .collect()
}

/// A game of the backup: its name and BoardGameGeek id, as far as they read.
struct Game {
    name: String,
    bgg_id: Option<i64>,
}

/// The file is not a BG Stats backup (or not JSON at all).
#[derive(Debug)]
pub struct NotBackup;

/// A backup's lists, each entry still to be read on its own.
pub fn read(file: &[u8]) -> Result<Backup<'_>, NotBackup> {
    serde_json::from_slice(file).map_err(|_| NotBackup)
}

impl Backup<'_> {
    /// The names of the backup's players that could be kept, each once
    /// (without regard to case): whom the group is asked about.
    pub fn people(&self) -> Vec<String> {
        let mut seen = HashSet::new();
        let mut people: Vec<String> = named(self.players.as_deref().unwrap_or_default())
            .into_values()
            .map(|name| name.trim().to_owned())
            .filter(|name| !name.is_empty() && games::score::is_keepable_name(name))
            .filter(|name| seen.insert(name.to_lowercase()))
            .collect();
        people.sort();
        people
    }
}

/// A backup read a batch of plays at a time, so a file of any size costs the
/// file, one batch of plays and its counts, never every play at once (a
/// 100,000-play backup read whole held about 250 MB: issue 46.3). The report
/// is counted as the plays go by.
pub struct Reading<'b, 'a> {
    plays: std::slice::Iter<'b, &'a RawValue>,
    names: HashMap<i64, String>,
    places: HashMap<i64, String>,
    games: HashMap<i64, Game>,
    /// Names merged away here, as the person they became.
    merged: BTreeMap<String, String>,
    ids: HashSet<PlayId>,
    /// The names the plays coming in seat, each once (`seated_keys` in lower
    /// case), in the order they first came.
    seated: Vec<String>,
    seated_keys: HashSet<String>,
    left_out: BTreeMap<LeftOut, usize>,
    other_games: HashMap<String, usize>,
    report: BgStatsReport,
}

impl<'b, 'a> Reading<'b, 'a> {
    /// `renamed` maps a name (lower case) merged away in the group to the
    /// person it became: their plays come in under that person.
    pub fn new(backup: &'b Backup<'a>, renamed: &HashMap<String, String>) -> Reading<'b, 'a> {
        let mut names = named(backup.players.as_deref().unwrap_or_default());
        let mut merged = BTreeMap::new();
        for name in names.values_mut() {
            if let Some(person) = renamed.get(&name.trim().to_lowercase()) {
                merged.insert(name.trim().to_owned(), person.clone());
                *name = person.clone();
            }
        }
        let games = backup
            .games
            .as_deref()
            .unwrap_or_default()
            .iter()
            .filter_map(|raw| entry(raw))
            .filter_map(|e| {
                let game = Game {
                    name: text(&e["name"]).unwrap_or_default(),
                    bgg_id: whole(&e["bggId"]),
                };
                Some((whole(&e["id"])?, game))
            })
            .collect();
        Reading {
            plays: backup.plays.iter(),
            names,
            places: named(backup.locations.as_deref().unwrap_or_default()),
            games,
            merged,
            ids: HashSet::new(),
            seated: Vec::new(),
            seated_keys: HashSet::new(),
            left_out: BTreeMap::new(),
            other_games: HashMap::new(),
            report: BgStatsReport::default(),
        }
    }

    /// The next plays of the five games, at most `most` (none: the backup is
    /// read). A play that cannot be kept is counted with its reason, a play
    /// of another game by its game.
    pub fn next_plays(&mut self, most: usize) -> Vec<NewPlay> {
        let mut plays = Vec::new();
        while plays.len() < most {
            let Some(raw) = self.plays.next() else {
                break;
            };
            let Some(play) = entry(raw) else {
                *self.left_out.entry(LeftOut::Unreadable).or_default() += 1;
                continue;
            };
            let game = whole(&play["gameRefId"]).and_then(|id| self.games.get(&id));
            let Some((id, kind)) = game.and_then(ours) else {
                let name = game.map_or(String::new(), |g| short(&g.name));
                *self.other_games.entry(name).or_default() += 1;
                continue;
            };
            match new_play(&play, id, kind, &self.names, &self.places) {
                // The same id twice in one file: the first is the play.
                Ok((new, _)) if self.ids.contains(&new.id) => {
                    *self.left_out.entry(LeftOut::RepeatedId).or_default() += 1;
                }
                Ok((new, cut)) => {
                    self.ids.insert(new.id.clone());
                    self.report.cut += usize::from(cut);
                    plays.push(new);
                }
                Err(why) => *self.left_out.entry(why).or_default() += 1,
            }
        }
        plays
    }

    /// Leaves out of `plays` those the group has had, kept or deleted since,
    /// and counts them: an import adds what is new and leaves an edit, a
    /// delete or a correction made here as the group made it. What is left
    /// is counted as coming in, with the people it seats.
    pub fn leave_plays_here(&mut self, plays: &mut Vec<NewPlay>, here: &HashMap<PlayId, Here>) {
        let report = &mut self.report;
        plays.retain(|play| match here.get(&play.id) {
            Some(Here::Kept) => {
                report.already_here += 1;
                false
            }
            Some(Here::Deleted) => {
                report.deleted_here += 1;
                false
            }
            None => true,
        });
        for play in plays.iter() {
            report.plays += 1;
            let game = play.input.game();
            match report.by_game.iter_mut().find(|(g, _)| *g == game) {
                Some((_, count)) => *count += 1,
                None => report.by_game.push((game, 1)),
            }
            if let PlayInput::Recorded(_, recorded) = &play.input {
                for player in &recorded.players {
                    if self.seated_keys.insert(player.name.to_lowercase()) {
                        self.seated.push(player.name.clone());
                    }
                }
            }
        }
    }

    /// A play saved here meanwhile under an id the import brings (an import
    /// adds only what is new): counted as the group has it.
    pub fn count_here(&mut self, game: GameId, here: Here) {
        match here {
            Here::Kept => self.report.already_here += 1,
            Here::Deleted => self.report.deleted_here += 1,
        }
        self.report.plays -= 1;
        if let Some((_, count)) = self.report.by_game.iter_mut().find(|(g, _)| *g == game) {
            *count -= 1;
        }
        self.report.by_game.retain(|(_, count)| *count > 0);
    }

    /// The report of the whole backup, once every play is read: `known` says
    /// who of the people seated the group has already.
    pub fn report(mut self, known: impl Fn(&str) -> bool) -> BgStatsReport {
        let mut report = std::mem::take(&mut self.report);
        report
            .by_game
            .sort_by_key(|(game, _)| GameId::ALL.iter().position(|g| g == game));
        // Only names some play coming in seats: the rest came to nothing.
        let merged: Vec<(String, String)> = std::mem::take(&mut self.merged)
            .into_iter()
            .filter(|(_, person)| self.seated_keys.contains(&person.to_lowercase()))
            .collect();
        report.merged_count = merged.len();
        report.merged = merged.into_iter().take(NEW_NAMES_LISTED).collect();
        let new: Vec<&String> = self.seated.iter().filter(|name| !known(name)).collect();
        report.people = self.seated.len();
        report.new_people = new.len();
        report.new_names = new.into_iter().take(NEW_NAMES_LISTED).cloned().collect();
        report.left_out = std::mem::take(&mut self.left_out).into_iter().collect();
        let mut other: Vec<(String, usize)> = self.other_games.drain().collect();
        // Most played first, then by name, so a report reads the same every time.
        other.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        report.other_plays = other.iter().map(|(_, n)| n).sum();
        report.other_game_count = other.len();
        other.truncate(OTHER_GAMES_NAMED);
        report.other_games = other;
        report
    }
}

/// Another game is named as a player would be: at most MAX_NAME characters.
fn short(name: &str) -> String {
    let mut chars = name.trim().chars().filter(|c| !c.is_control());
    let kept: String = chars.by_ref().take(games::score::MAX_NAME).collect();
    if chars.next().is_some() {
        format!("{kept}…")
    } else {
        kept
    }
}

/// The game a BG Stats game is (and the kind of play, when its BoardGameGeek
/// entry is a kind's own), by its BoardGameGeek id, else by its name in
/// English or Chinese.
fn ours(game: &Game) -> Option<(GameId, Option<&'static str>)> {
    let by_id = game
        .bgg_id
        .and_then(|bgg| u32::try_from(bgg).ok())
        .and_then(GameId::from_bgg_id);
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

/// A play of one of the five games, and whether something was cut to keep it
/// (a note or place past its length or with control characters, a length past
/// a day); or why it is left out.
fn new_play(
    play: &Value,
    game: GameId,
    kind: Option<&'static str>,
    names: &HashMap<i64, String>,
    places: &HashMap<i64, String>,
) -> Result<(NewPlay, bool), LeftOut> {
    if flag(&play["ignored"]) {
        return Err(LeftOut::Ignored);
    }
    let id = text(&play["uuid"])
        .and_then(|uuid| PlayId::parse(uuid.trim()))
        .ok_or(LeftOut::NoId)?;
    let played_at = text(&play["playDate"])
        .and_then(|date| played_at(&date))
        .ok_or(LeftOut::NoDate)?;
    let scores = play["playerScores"].as_array().ok_or(LeftOut::NoScores)?;
    let mut players = Vec::new();
    let mut start_seat = None;
    for (seat, entry) in scores.iter().enumerate() {
        let name = whole(&entry["playerRefId"])
            .and_then(|id| names.get(&id))
            .map(|name| name.trim())
            .filter(|name| !name.is_empty() && games::score::is_keepable_name(name))
            .ok_or(LeftOut::NamelessPlayer)?;
        let score = score(&entry["score"]).ok_or(LeftOut::NoScores)?;
        if flag(&entry["startPlayer"]) && start_seat.is_none() {
            start_seat = Some(seat);
        }
        // Two players who are one person here (the same name, or a name
        // merged into the other's): which seat is theirs cannot be told.
        if players
            .iter()
            .any(|p: &RecordedPlayer| p.name.to_lowercase() == name.to_lowercase())
        {
            return Err(LeftOut::SamePersonTwice);
        }
        players.push(RecordedPlayer {
            name: name.to_owned(),
            score,
            winner: flag(&entry["winner"]),
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
    // A recorded result keeps its kind in its setup (`GameId::kind_of_play`).
    if let (Some(kind), Some(key)) = (kind, game.kind_in_score()) {
        setup.insert(key.into(), json!(kind));
    }
    let minutes = minutes(&play["durationMin"]).filter(|&minutes| minutes > 0);
    let duration_min = minutes.filter(|&minutes| minutes <= store::MAX_DURATION_MIN);
    let place = whole(&play["locationRefId"])
        .and_then(|id| places.get(&id))
        .map(|place| store::fit_text(place, store::MAX_PLACE, store::Lines::One));
    let note = text(&play["comments"])
        .map(|note| store::fit_text(&note, store::MAX_NOTE, store::Lines::Many));
    let cut = duration_min != minutes
        || place.as_ref().is_some_and(|(_, cut)| *cut)
        || note.as_ref().is_some_and(|(_, cut)| *cut);
    // BG Stats records no dice.
    let new = NewPlay::new(id, played_at, PlayInput::Recorded(game, recorded))
        .with_setup((!setup.is_empty()).then_some(Value::Object(setup)))
        .with_details(
            duration_min,
            place.map(|(place, _)| place),
            note.map(|(note, _)| note),
        );
    store::check_play(&new).map_err(|_| LeftOut::Unreadable)?;
    Ok((new, cut))
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
    fn a_game_is_ours_by_its_boardgamegeek_id_else_by_its_name() {
        let ours_of = |name: &str, bgg_id: Option<i64>| {
            ours(&Game {
                name: name.to_owned(),
                bgg_id,
            })
        };
        // Each Citadels edition by its own entry; the name alone names none.
        assert_eq!(
            ours_of("Citadels", Some(478)),
            Some((GameId::Citadels, Some("classic")))
        );
        assert_eq!(
            ours_of("Citadels (2016)", Some(205398)),
            Some((GameId::Citadels, Some("2016")))
        );
        assert_eq!(ours_of(" citadels ", None), Some((GameId::Citadels, None)));
        assert_eq!(
            ours_of("富饒之城", Some(-478)),
            Some((GameId::Citadels, None))
        );
        assert_eq!(ours_of("Anything", Some(13)), Some((GameId::Catan, None)));
        assert_eq!(ours_of("Azul", Some(230802)), None);
        assert_eq!(ours_of("Azul", Some(i64::MAX)), None);
    }

    /// A backup of Catan plays, each the good one with `odd` laid over it
    /// (as raw JSON text, so a number past `f64` can be written).
    fn backup_of(odd_plays: &[&str]) -> String {
        let good = r#""uuid":"7AA5AF69-0000-4000-8000-0000000000NN","gameRefId":10,"locationRefId":1,"playDate":"2024-08-14 19:59:09","durationMin":84,"comments":"Close game","playerScores":[{"playerRefId":1,"score":"10","winner":true},{"playerRefId":2,"score":"8"},{"playerRefId":3,"score":"4"}]"#;
        let plays: Vec<String> = odd_plays
            .iter()
            .enumerate()
            .map(|(n, odd)| {
                let good = good.replace("NN", &format!("{n:02}"));
                // A later key wins in serde_json's map: the odd field replaces the good one.
                if odd.is_empty() {
                    format!("{{{good}}}")
                } else {
                    format!("{{{good},{odd}}}")
                }
            })
            .collect();
        format!(
            r#"{{"players":[{{"id":1,"name":"Ann"}},{{"id":2,"name":"Bo"}},{{"id":3,"name":"Cy"}},{{"id":4,"name":null}}],
            "locations":[{{"id":1,"name":"Ann's kitchen"}},{{"id":2,"name":"{}"}}],
            "games":[{{"id":10,"name":"CATAN","bggId":13}},{{"id":11,"name":"Other","bggId":1e309}}],
            "plays":[{}]}}"#,
            "P".repeat(100),
            plays.join(",")
        )
    }

    #[test]
    fn one_odd_field_costs_its_play_at_most_never_the_file() {
        let kept = [
            "",
            r#""durationMin":84.5"#,
            r#""comments":5"#,
            r#""gameRefId":"10""#,
            r#""locationRefId":"""#,
            r#""durationMin":2000"#,
            r#""locationRefId":2"#,
        ];
        let long_note = format!(r#""comments":"{}""#, "x".repeat(2_500));
        let left_out = [
            (r#""uuid":null"#, LeftOut::NoId),
            (r#""playerScores":null"#, LeftOut::NoScores),
            (r#""playDate":"someday""#, LeftOut::NoDate),
            (
                r#""playerScores":[{"playerRefId":4,"score":"3"},{"playerRefId":2,"score":"8"},{"playerRefId":3,"score":"4"}]"#,
                LeftOut::NamelessPlayer,
            ),
            (r#""rounds":1e309"#, LeftOut::Unreadable),
        ];
        let mut plays: Vec<&str> = kept.to_vec();
        plays.push(&long_note);
        plays.extend(left_out.iter().map(|(odd, _)| *odd));
        let file = backup_of(&plays);
        let backup = read(file.as_bytes()).expect("still a backup");
        let mut reading = Reading::new(&backup, &HashMap::new());
        // Two plays at a time: the counts run on across batches.
        let mut read_plays = Vec::new();
        loop {
            let mut batch = reading.next_plays(2);
            if batch.is_empty() {
                break;
            }
            reading.leave_plays_here(&mut batch, &HashMap::new());
            read_plays.extend(batch);
        }
        let report = reading.report(|_| false);
        assert_eq!(read_plays.len(), kept.len() + 1);
        assert_eq!(report.plays, kept.len() + 1);
        let by_id = |n: usize| {
            let id = format!("7aa5af69-0000-4000-8000-0000000000{n:02}");
            read_plays.iter().find(|p| p.id.as_str() == id).unwrap()
        };
        assert_eq!(by_id(1).duration_min, Some(85));
        assert_eq!(by_id(2).note.as_deref(), Some("5"));
        assert_eq!(by_id(4).place, None);
        assert_eq!(by_id(5).duration_min, None);
        assert_eq!(
            by_id(6).place.as_deref().map(|p| p.chars().count()),
            Some(store::MAX_PLACE)
        );
        assert_eq!(
            by_id(7).note.as_deref().map(|n| n.chars().count()),
            Some(store::MAX_NOTE)
        );
        // The length past a day, the place and the note cut: three kept with a change.
        assert_eq!(report.cut, 3);
        let mut expected: Vec<(LeftOut, usize)> =
            left_out.iter().map(|(_, why)| (*why, 1)).collect();
        expected.sort();
        assert_eq!(report.left_out, expected);
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
