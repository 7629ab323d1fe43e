//! What this phone keeps of a scorepad: the game being scored (one per game) and
//! the names used last, in `localStorage`. Which game a page opens with is decided
//! by [`reopen`], a pure function; the browser calls live below it.

// Read and written in the browser only; the server renders a new pad.
#![cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]

use super::pad::ScoreState;
use super::query::ScoreQuery;
use crate::bridge::storage;
use games::GameId;

/// What "Undo" would bring back, and why it was replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undo {
    Cleared,
    /// A setup opened the scorepad for this many players.
    Replaced(u8),
}

/// Where a game's pad is kept on this device.
pub fn pad_key(game: GameId) -> String {
    format!("{}{}", storage::SCORE, game.slug())
}

/// Where the id of the play this game is saved as is kept for /device.js.
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
pub fn play_id_key(game: GameId) -> String {
    format!("{}{}", storage::PLAY_ID, game.slug())
}

/// Where /device.js marks the game on this pad as a saved game being edited
/// (saving replaces that play).
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
pub fn editing_key(game: GameId) -> String {
    format!("{}{}", storage::EDITING, game.slug())
}

/// Where the pad of a game last saved or handed to a live table is kept.
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
pub fn settled_key(game: GameId) -> String {
    format!("{}{}", storage::SETTLED_PAD, game.slug())
}

/// What the game kept on this phone is to a page opened for another address:
/// the phone holds one game in progress, and a game saved, handed to a live
/// table or never begun holds nothing up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// The address's own game, or nothing worth keeping: the page opens.
    Free,
    /// Another game with entries, rolls or rounds, never saved: its scorepad keeps
    /// it and asks before it starts the address's game (then offers it back
    /// with Undo); a dice panel sends the player there first.
    InProgress,
}

/// Whether the `kept` pad (of the address's game or another) holds up a page
/// for `query`; `settled`: the kept pad is as it was last saved or shared.
pub fn kept_for(query: &ScoreQuery, kept: Option<&ScoreState>, settled: bool) -> Kept {
    let Some(kept) = kept.filter(|p| p.game == query.game && !p.seats.is_empty()) else {
        return Kept::Free;
    };
    let rolled =
        games::scorepad::PadDice::read(&kept.table, 0).is_some_and(|d| !d.rolls.is_empty());
    let empty = kept.is_blank() && !rolled && !games::rounds::kept_in(&kept.table);
    match query.differs_from(kept) && !settled && !empty {
        true => Kept::InProgress,
        false => Kept::Free,
    }
}

/// Whether two pads hold the same entries (the play id aside: a saved game
/// opened for editing is given its play's id when it opens).
pub fn same_entries(a: &ScoreState, b: &ScoreState) -> bool {
    a.game == b.game && a.seats == b.seats && a.table == b.table
}

/// Where the names last used are kept.
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
pub const NAMES_KEY: &str = storage::NAMES;

/// The game a page opens with: the kept one, unless the address asks for another
/// table (then a new one, the kept one offered back by Undo), or a new one with the
/// names used last. `seats_now` is the table the page was rendered with.
pub fn reopen(
    query: ScoreQuery,
    saved: Option<ScoreState>,
    names: &[String],
    seats_now: usize,
) -> (ScoreState, Option<(ScoreState, Undo)>) {
    let saved = saved.filter(|p| p.game == query.game && !p.seats.is_empty());
    let fresh = |count: usize| {
        let names: Vec<String> = (0..count)
            .map(|i| names.get(i).cloned().unwrap_or_default())
            .collect();
        query.fresh(&names)
    };
    match saved {
        Some(saved) if query.differs_from(&saved) => {
            let count = query.players.map_or(saved.seats.len(), usize::from);
            (fresh(count), Some((saved, Undo::Replaced(count as u8))))
        }
        Some(saved) => (saved, None),
        // The address decides the table size: offline, the page may be a copy
        // rendered for another one.
        None => (fresh(query.players.map_or(seats_now, usize::from)), None),
    }
}

/// A game started on this phone gets the id of the play it will be saved as
/// (a random UUID, version 4, like the server's play ids), kept in its pad: a
/// game saved, corrected and saved again is one play, and Undo of New game
/// brings back the old game's id with its entries. A pad that has one keeps it.
pub fn give_play_id(pad: &mut ScoreState, random: Option<[u8; 16]>) {
    if pad.play.is_none() {
        pad.play = random.map(play_id);
    }
}

fn play_id(mut bytes: [u8; 16]) -> String {
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// The names worth remembering for the next game: the ones typed in.
pub fn names_to_keep(pad: &ScoreState) -> Vec<&str> {
    pad.seats
        .iter()
        .map(|s| s.name.trim())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The game a page opens with ([`reopen`]), and whether the game kept
/// before holds it up ([`kept_for`]).
#[cfg(feature = "browser")]
pub fn load(query: ScoreQuery, seats_now: usize) -> (ScoreState, Option<(ScoreState, Undo)>, Kept) {
    use crate::browser::load;
    let saved = load(&pad_key(query.game)).and_then(|text| ScoreState::decode(&text));
    let settled_pad = load(&settled_key(query.game)).and_then(|text| ScoreState::decode(&text));
    let settled = saved
        .as_ref()
        .zip(settled_pad.as_ref())
        .is_some_and(|(kept, settled)| same_entries(kept, settled));
    let kept = kept_for(&query, saved.as_ref(), settled);
    let names: Vec<String> = load(NAMES_KEY)
        .map(|text| games::scorepad::decode_lines(&text))
        .unwrap_or_default();
    let (pad, replaced) = reopen(query, saved, &names, seats_now);
    (pad, replaced, kept)
}

#[cfg(feature = "browser")]
pub fn save(pad: &ScoreState) {
    crate::browser::save(&pad_key(pad.game), &pad.encode());
    match &pad.play {
        Some(id) => {
            crate::browser::save(&play_id_key(pad.game), id);
        }
        None => crate::browser::forget(&play_id_key(pad.game)),
    }
    let names = names_to_keep(pad);
    if !names.is_empty() {
        crate::browser::save(NAMES_KEY, &games::scorepad::encode_lines(&names));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(game: GameId, players: Option<u8>) -> ScoreQuery {
        ScoreQuery {
            players,
            ..ScoreQuery::plain(game)
        }
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| (*n).to_owned()).collect()
    }

    #[test]
    fn a_kept_game_comes_back_as_it_was() {
        let mut kept = ScoreState::new(GameId::Gentes, &names(&["Ann", "Bo", "Cy"]));
        kept.seats[0].values.insert("track".into(), "40".into());
        let (pad, undo) = reopen(query(GameId::Gentes, None), Some(kept.clone()), &[], 2);
        assert_eq!(pad, kept);
        assert_eq!(undo, None);
    }

    #[test]
    fn a_setup_for_another_table_starts_a_new_game_and_offers_the_old_back() {
        let kept = ScoreState::new(GameId::Gentes, &names(&["Ann", "Bo", "Cy"]));
        let (pad, undo) = reopen(
            query(GameId::Gentes, Some(4)),
            Some(kept.clone()),
            &names(&["Ann", "Bo"]),
            3,
        );
        assert_eq!(pad.seats.len(), 4);
        assert_eq!(pad.seats[1].name, "Bo");
        assert_eq!(pad.seats[2].name, "");
        assert_eq!(undo, Some((kept, Undo::Replaced(4))));
    }

    #[test]
    fn without_a_kept_game_the_last_names_fill_the_table_the_page_shows() {
        let other_game = ScoreState::new(GameId::Catan, &names(&["X", "Y", "Z"]));
        let (pad, undo) = reopen(
            query(GameId::Gentes, None),
            Some(other_game),
            &names(&["Ann"]),
            2,
        );
        assert_eq!(pad.game, GameId::Gentes);
        assert_eq!(pad.seats.len(), 2);
        assert_eq!(pad.seats[0].name, "Ann");
        assert_eq!(undo, None);
    }

    /// One game in progress per phone: a game saved, shared or never begun
    /// frees the phone for the next setup; one with entries never saved
    /// holds it, and its own address always opens it.
    #[test]
    fn a_saved_or_empty_game_frees_the_phone_and_an_unsaved_one_holds_it() {
        let next = query(GameId::Catan, Some(4));
        let mut typed = ScoreState::new(GameId::Catan, &names(&["Ann", "Bo", "Cy"]));
        typed.seats[0]
            .values
            .insert("settlements".into(), "4".into());
        assert_eq!(kept_for(&next, Some(&typed), false), Kept::InProgress);
        assert_eq!(kept_for(&next, Some(&typed), true), Kept::Free, "saved");
        let mut rolled = ScoreState::new(GameId::Catan, &names(&["Ann", "Bo", "Cy"]));
        rolled.table.insert("rolls".into(), "6 8".into());
        assert_eq!(kept_for(&next, Some(&rolled), false), Kept::InProgress);
        let begun = ScoreState::new(GameId::Catan, &names(&["Ann", "Bo", "Cy"]));
        assert_eq!(
            kept_for(&next, Some(&begun), false),
            Kept::Free,
            "nothing in it"
        );
        assert_eq!(kept_for(&next, None, false), Kept::Free);
        let same = query(GameId::Catan, Some(3));
        assert_eq!(kept_for(&same, Some(&typed), false), Kept::Free, "its own");
        let mut with_id = typed.clone();
        with_id.play = Some("6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab".into());
        assert!(same_entries(&typed, &with_id), "the play id aside");
        assert!(!same_entries(&typed, &rolled));
    }

    #[test]
    fn a_game_started_gets_a_play_id_once() {
        let mut pad = ScoreState::new(GameId::Catan, &names(&["Ann"]));
        give_play_id(&mut pad, Some([0xab; 16]));
        assert_eq!(
            pad.play.as_deref(),
            Some("abababab-abab-4bab-abab-abababababab")
        );
        give_play_id(&mut pad, Some([0; 16]));
        assert_eq!(
            pad.play.as_deref(),
            Some("abababab-abab-4bab-abab-abababababab"),
            "kept"
        );
        let mut without = ScoreState::new(GameId::Catan, &names(&["Ann"]));
        give_play_id(&mut without, None);
        assert_eq!(without.play, None);
    }

    #[test]
    fn only_typed_names_are_remembered() {
        let pad = ScoreState::new(GameId::Gentes, &names(&[" Ann ", "", "Cy"]));
        assert_eq!(names_to_keep(&pad), ["Ann", "Cy"]);
        assert!(pad_key(GameId::CityCouncil).ends_with("city-council"));
    }
}
