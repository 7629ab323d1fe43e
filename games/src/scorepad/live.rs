//! A live table on a scorepad: the table's input (the score API's request
//! body, as `crate::live` keeps it) written into the fields the pad keeps as
//! typed text, and the pad read back as that input, field by field. Done on
//! the server, which reads pads for "Save to a group" with the same code: the
//! phone's wasm only hands over what was typed.
//!
//! Unlike a saved play, a live table is half filled in: a field typed as
//! something that is not a number goes to the table as the text typed (every
//! phone shows it with its error), and a field left empty is left out.

use super::ScoreState;
use crate::live::Change;
use crate::live_dice::{ops_between, DiceOp, Phone, TableDice};
use crate::rounds::KeptCall;
use crate::{FieldPath, GameId};
use serde_json::{Map, Value};

/// The pad showing a live table's `input`: a seat per player, in order.
pub fn pad_of_table(game: GameId, input: &Value) -> ScoreState {
    ScoreState::from_text(game, crate::live_text::pad_of_input(game, input))
}

/// The pad as a live table's input: what each field holds, as the score API
/// reads it; unnamed seats named by `default_name` (seat number).
pub fn input_of_pad(pad: &ScoreState, default_name: &dyn Fn(usize) -> String) -> Value {
    crate::live_text::input_of_pad(pad.game, &pad.text(), default_name)
}

/// The changes that make a table showing `from` show `to`: each field that
/// differs, a new seat named before its other fields; an emptied field is
/// null. Seats are never removed from a live table, so only those in both
/// and those added count.
pub fn changes_between(
    from: &ScoreState,
    to: &ScoreState,
    default_name: &dyn Fn(usize) -> String,
) -> Vec<Change> {
    let (before, after) = (
        input_of_pad(from, default_name),
        input_of_pad(to, default_name),
    );
    let mut changes = Vec::new();
    let no_seat = Map::new();
    let seats = |input: &Value| input["players"].as_array().cloned().unwrap_or_default();
    let (seats_before, seats_after) = (seats(&before), seats(&after));
    for (index, seat) in seats_after.iter().enumerate() {
        let was = seats_before
            .get(index)
            .and_then(Value::as_object)
            .unwrap_or(&no_seat);
        let now = seat.as_object().unwrap_or(&no_seat);
        differences(was, now, |key| FieldPath::player(index, key), &mut changes);
    }
    let table = |input: &Value| {
        let mut fields = input.as_object().cloned().unwrap_or_default();
        fields.remove("players");
        fields
    };
    differences(
        &table(&before),
        &table(&after),
        |key| FieldPath::table(key),
        &mut changes,
    );
    changes
}

/// Adds a change for each key whose value differs (`name` first).
fn differences(
    was: &Map<String, Value>,
    now: &Map<String, Value>,
    path: impl Fn(&str) -> FieldPath,
    changes: &mut Vec<Change>,
) {
    let mut keys: Vec<&String> = now.keys().chain(was.keys()).collect();
    keys.sort_by_key(|key| (*key != "name", *key));
    keys.dedup();
    for key in keys {
        let value = now.get(key).cloned().unwrap_or(Value::Null);
        if was.get(key).unwrap_or(&Value::Null) != &value {
            changes.push(Change {
                path: path(key),
                value,
            });
        }
    }
}

/// The phone's pad text, read for a live table: `None` if it is not a pad.
/// A seat left unnamed is named `default_name(seat number)`, as the page in
/// the phone's language names it.
pub struct LivePad;

impl LivePad {
    /// The setup a pad shared from the scorepad's address (`query`) asks
    /// for, not yet drawn: its game, the setup's options and its seed
    /// ([`super::setup_options_of_pad`]); `None` for a pad from no setup.
    pub fn setup_asked(
        text: &str,
        query: &[(String, String)],
    ) -> Option<(GameId, crate::setup_query::SetupOptions, crate::Seed)> {
        let pad = ScoreState::decode(text)?;
        let seed = pad.table.get(super::SEED)?;
        let (options, seed) = super::setup_options_of_pad(pad.game, query, seed)?;
        Some((pad.game, options, seed))
    }

    /// A new live table from a pad: its game, its players' names, the
    /// changes that fill in everything else typed on it, its dice (the
    /// rolls made on this phone before it was shared, on the `setup` drawn
    /// for it as [`super::setup_of_pad`] draws it, whose first player opens
    /// when the pad says no other) and its call (the rounds called on this
    /// phone, for a game kept round by round).
    pub fn table_from(
        text: &str,
        default_name: &dyn Fn(usize) -> String,
        setup: Option<&(crate::setup_query::SetupOptions, crate::Seed, u8)>,
    ) -> Option<SharedPad> {
        let pad = ScoreState::decode(text)?;
        let names: Vec<String> = (0..pad.seats.len())
            .map(|index| pad.shown_name(index, default_name))
            .collect();
        let seated = ScoreState::new(pad.game, &names);
        let changes = changes_between(&seated, &pad, default_name);
        let call = match pad.game.info().keeps_rounds {
            true => KeptCall::of_pad(&pad.table),
            false => KeptCall::default(),
        };
        let shared = |dice| SharedPad {
            game: pad.game,
            names: names.clone(),
            changes: changes.clone(),
            dice,
            call: call.clone(),
        };
        if !pad.game.info().keeps_dice_rolls {
            return Some(shared(TableDice::default()));
        }
        let opening_seat = setup.map_or(0, |(_, _, seat)| usize::from(*seat));
        let mut dice = super::PadDice::read(&pad.table, opening_seat)?;
        dice.first_turn %= names.len().max(1);
        // A new table has asked nothing and taken nothing back yet.
        dice.doubt = None;
        dice.undone = None;
        let setup = setup.map(|(options, seed, _)| crate::live_dice::setup_query(options, seed));
        Some(shared(TableDice::of_pad(dice, setup)))
    }

    /// The changes a phone made in going from one pad of a table to another:
    /// to its fields, and to its dice.
    pub fn changes(
        from: &str,
        to: &str,
        default_name: &dyn Fn(usize) -> String,
    ) -> Option<PadEdit> {
        let (from, to) = (ScoreState::decode(from)?, ScoreState::decode(to)?);
        let (call_before, call_after) =
            (KeptCall::of_pad(&from.table), KeptCall::of_pad(&to.table));
        (from.game == to.game).then(|| PadEdit {
            fields: changes_between(&from, &to, default_name),
            dice: ops_between(&from.table, &to.table, to.seats.len()),
            call: (call_before != call_after).then_some((call_before, call_after)),
        })
    }

    /// A live table's input, dice and call (of a game that keeps them) as
    /// the pad text a phone keeps.
    pub fn of_table(game: GameId, input: &Value, dice: &TableDice, call: &KeptCall) -> String {
        let mut pad = pad_of_table(game, input);
        if game.info().keeps_dice_rolls {
            dice.write(&mut pad.table);
        }
        if game.info().keeps_rounds {
            call.write_filled(&mut pad);
        }
        pad.encode()
    }

    /// The table as a phone should show it while its own edits (`pending`,
    /// each the pad before and after it) are still on their way: the table
    /// with them made in it, as they will be when they arrive (the last write
    /// to a field wins, a roll is added), so that nothing typed flickers away.
    /// A change that cannot be read or made is left out; one the table will
    /// refuse for other reasons (a locked seat) shows until the refusal brings
    /// the table back.
    pub fn laid_over(
        game: GameId,
        table: (&Value, &TableDice, &KeptCall),
        pending: &[(String, String)],
        default_name: &dyn Fn(usize) -> String,
    ) -> String {
        let (input, dice, call) = table;
        let mut shown = input.clone();
        let mut shown_dice = dice.clone();
        let mut shown_call = call.clone();
        let seats = |input: &Value| input["players"].as_array().map_or(0, Vec::len);
        for (from, to) in pending {
            // An edit the table will refuse whole is not shown either.
            let Some(edit) = Self::changes(from, to, default_name).filter(|e| e.dice.is_some())
            else {
                continue;
            };
            for change in edit.fields {
                let _ = crate::live::apply(game, &mut shown, &change);
            }
            for op in edit.dice.unwrap_or_default() {
                // As this phone's own: never asked about against itself.
                let _ = shown_dice.apply_on(game, op, seats(&shown), PENDING, u64::MAX);
            }
            // A call made on the call shown is taken, as the table takes it.
            if let Some((_, after)) = edit.call.filter(|(before, _)| *before == shown_call) {
                shown_call = after;
            }
        }
        // This phone's own undo is said once the table has it, with its seat.
        if shown_dice.dice.undone != dice.dice.undone {
            shown_dice.dice.undone = None;
        }
        Self::of_table(game, &shown, &shown_dice, &shown_call)
    }
}

/// The phone whose edits are laid over the table (it is not the last to roll).
const PENDING: Phone = Phone::seatless("");

/// What a phone changed between two pads of a live table.
#[derive(Debug, Clone, PartialEq)]
pub struct PadEdit {
    /// Its fields, as the score API's changes.
    pub fields: Vec<Change>,
    /// Its dice; `None` when they cannot be read (the edit is refused whole).
    pub dice: Option<Vec<DiceOp>>,
    /// Its call (a game kept round by round), before and after, when it
    /// changed.
    pub call: Option<(KeptCall, KeptCall)>,
}

/// A pad shared as a new live table: its game, its players' names, the
/// changes that fill in the rest, its dice and its call.
pub struct SharedPad {
    pub game: GameId,
    pub names: Vec<String>,
    pub changes: Vec<Change>,
    pub dice: TableDice,
    pub call: KeptCall,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::citadels::pad::EDITION_KEY as EDITION;
    use crate::live_dice::DiceOp;
    use crate::ScoreInput;
    use serde_json::json;

    fn unnamed(n: usize) -> String {
        format!("Player {n}")
    }

    /// A table's input shown on a pad and read back is the same input (an
    /// empty list is an empty field, left out), and the pad scores it as the
    /// score API does.
    fn round_trips(game: GameId, input: Value) {
        let pad = pad_of_table(game, &input);
        assert_eq!(input_of_pad(&pad, &unnamed), input, "{game:?}");
        let kept = ScoreState::decode(&pad.encode()).unwrap();
        assert_eq!(input_of_pad(&kept, &unnamed), input);
        let api = ScoreInput::read(game, &input).unwrap().score().unwrap();
        let on_pad = pad.score(&unnamed).unwrap();
        assert_eq!(
            serde_json::to_value(on_pad).unwrap(),
            serde_json::to_value(api).unwrap()
        );
    }

    #[test]
    fn every_games_table_comes_back_from_its_pad() {
        round_trips(
            GameId::Catan,
            json!({"players": [
                {"name": "Ann", "settlements": 3, "cities": 2, "vp_cards": 1, "longest_road": true, "road_length": 7},
                {"name": "Bo", "settlements": 4, "cities": 0, "vp_cards": 0, "largest_army": true, "knights": 3},
                {"name": "Cy", "settlements": 2, "cities": 0, "vp_cards": 0}],
              "ended_by": 0, "highest_score_wins": true}),
        );
        round_trips(
            GameId::Gentes,
            json!({"players": [
                {"name": "Ann", "track": 40, "playable_hand": [5, 3], "unplayable_hand": [2],
                 "cubes": 4, "coins": 12, "hourglass_penalty": 3, "cards_played": 9,
                 "eight_point_tiles": ["eighth_card", "sixth_city"]},
                {"name": "Bo", "track": 44, "cubes": 0,
                 "coins": 0, "hourglass_penalty": 0, "cards_played": 8}]}),
        );
        round_trips(
            GameId::CardCity,
            json!({"players": [
                {"name": "Ann", "coins": 3, "grid": ["RRH..", "R....", ".....", ".....", "....."]},
                {"name": "Bo", "coins": 1, "residential_districts": [3, 2], "cards_in_city": 12}]}),
        );
        round_trips(
            GameId::Citadels,
            json!({"edition": "2016", "complete_at": 7, "players": [
                {"name": "Ann", "districts": [{"name": "Manor", "beautified": true, "counts_as": null,
                  "built_last_round": false, "cards_under": null},
                  {"name": "Museum", "beautified": false, "counts_as": null, "built_last_round": false, "cards_under": 2}],
                 "gold": 3, "cards_in_hand": 1, "secret_vault": true, "crown": true, "highest_rank_last_round": 4},
                {"name": "Bo", "districts": [{"name": "Temple", "beautified": false, "counts_as": null,
                  "built_last_round": false, "cards_under": null}], "gold": 0, "cards_in_hand": 0,
                 "highest_rank_last_round": 6}]}),
        );
        round_trips(
            GameId::Citadels,
            json!({"edition": "classic", "classic_tie_break": "most_gold", "players": [
                {"name": "Ann", "districts": [{"name": "Tavern", "beautified": false, "counts_as": null,
                  "built_last_round": false, "cards_under": null}], "gold": 2, "cards_in_hand": 0},
                {"name": "Bo", "gold": 0, "cards_in_hand": 0}]}),
        );
    }

    #[test]
    fn a_half_typed_entry_goes_to_the_table_as_typed_and_comes_back() {
        let mut pad = ScoreState::new(GameId::Catan, &["Ann".into(), "".into(), "Cy".into()]);
        pad.set_value(0, "settlements", "4x".into());
        pad.set_value(2, "cities", "３".into());
        let input = input_of_pad(&pad, &unnamed);
        assert_eq!(
            input,
            json!({"players": [{"name": "Ann", "settlements": "4x"}, {"name": "Player 2"},
                               {"name": "Cy", "cities": 3}]})
        );
        let back = pad_of_table(GameId::Catan, &input);
        assert_eq!(back.value(0, "settlements"), "4x");
        assert_eq!(back.value(2, "cities"), "3");
    }

    fn paths(changes: &[Change]) -> Vec<(String, Value)> {
        changes
            .iter()
            .map(|c| (c.path.to_string(), c.value.clone()))
            .collect()
    }

    #[test]
    fn only_what_was_edited_changes_a_holder_moving_in_two_changes() {
        let from = pad_of_table(
            GameId::Catan,
            &json!({"players": [{"name": "Ann", "settlements": 3, "longest_road": true},
                                {"name": "Bo", "cities": 1}, {"name": "Cy"}]}),
        );
        let mut to = from.clone();
        to.set_value(1, "cities", String::new());
        to.set_value(2, "settlements", "5".into());
        to.table.insert("longest_road".into(), "2".into());
        assert_eq!(
            paths(&changes_between(&from, &to, &unnamed)),
            [
                ("players[0].longest_road".to_owned(), Value::Null),
                ("players[1].cities".to_owned(), Value::Null),
                ("players[2].longest_road".to_owned(), json!(true)),
                ("players[2].settlements".to_owned(), json!(5)),
            ]
        );
        assert!(changes_between(&from, &from.clone(), &unnamed).is_empty());
    }

    #[test]
    fn a_new_seat_is_named_before_its_fields_and_table_choices_follow() {
        let from = pad_of_table(
            GameId::Gentes,
            &json!({"players": [{"name": "Ann"}, {"name": "Bo"}]}),
        );
        let mut to = from.clone();
        to.add_seat(String::new());
        to.set_value(2, "track", "12".into());
        to.set_value(2, "eight_point_tiles", "population".into());
        let changes = changes_between(&from, &to, &unnamed);
        assert_eq!(
            paths(&changes),
            [
                ("players[2].name".to_owned(), json!("Player 3")),
                (
                    "players[2].eight_point_tiles".to_owned(),
                    json!(["population"])
                ),
                ("players[2].track".to_owned(), json!(12)),
            ]
        );
        // The changes make the table what the pad shows.
        let mut table = input_of_pad(&from, &unnamed);
        for change in &changes {
            crate::live::apply(GameId::Gentes, &mut table, change).unwrap();
        }
        assert_eq!(table, input_of_pad(&to, &unnamed));
        let mut citadels = pad_of_table(
            GameId::Citadels,
            &json!({"players": [{"name": "A"}, {"name": "B"}]}),
        );
        let before = citadels.clone();
        citadels.table.insert(EDITION.into(), "classic".into());
        citadels
            .table
            .insert("classic_tie_break".into(), "most_gold".into());
        assert_eq!(
            paths(&changes_between(&before, &citadels, &unnamed)),
            [
                ("classic_tie_break".to_owned(), json!("most_gold")),
                ("edition".to_owned(), json!("classic")),
            ]
        );
    }

    #[test]
    fn edits_on_their_way_are_laid_over_the_table_and_the_rest_is_the_table() {
        let start = json!({"players": [{"name": "Ann"}, {"name": "Bo"}]});
        let drawn = pad_of_table(GameId::Catan, &start);
        // This phone, not yet arrived: Ann's settlements, longest road, a new
        // seat; then Ann's settlements again and an entry emptied.
        let mut first = drawn.clone();
        first.set_value(0, "settlements", "4".into());
        first.table.insert("longest_road".into(), "0".into()); // Ann's seat
        first.add_seat("Cy".into());
        first.set_value(2, "cities", "2".into());
        let mut second = first.clone();
        second.set_value(0, "settlements", "5".into());
        second.table.remove("longest_road");
        let pending = [
            (drawn.encode(), first.encode()),
            (first.encode(), second.encode()),
        ];
        // Meanwhile another phone: Bo's cities, Ann's settlements, a new name.
        let table = json!({"players": [
            {"name": "Ann", "settlements": 2},
            {"name": "Bob", "cities": 3, "largest_army": true},
        ]});
        let no_dice = TableDice::default();
        let shown = ScoreState::decode(&LivePad::laid_over(
            GameId::Catan,
            (&table, &no_dice, &KeptCall::default()),
            &pending,
            &unnamed,
        ))
        .unwrap();
        assert_eq!(shown.value(0, "settlements"), "5", "mine, on its way");
        assert_eq!(shown.value(1, "cities"), "3");
        assert_eq!(shown.seats[1].name, "Bob");
        assert_eq!(shown.seats[2].name, "Cy");
        assert_eq!(shown.value(2, "cities"), "2");
        assert_eq!(shown.table.get("longest_road"), None, "emptied here");
        assert_eq!(
            shown.table.get("largest_army").map(String::as_str),
            Some("1")
        );
        // Emptied here while another phone typed in it: empty, the last write.
        let mut typed = drawn.clone();
        typed.set_value(1, "vp_cards", "2".into());
        let mut emptied = typed.clone();
        emptied.set_value(1, "vp_cards", String::new());
        let meanwhile = json!({"players": [{"name": "Ann"}, {"name": "Bo", "vp_cards": 3}]});
        let shown = ScoreState::decode(&LivePad::laid_over(
            GameId::Catan,
            (&meanwhile, &no_dice, &KeptCall::default()),
            &[(typed.encode(), emptied.encode())],
            &unnamed,
        ))
        .unwrap();
        assert_eq!(shown.value(1, "vp_cards"), "");
        // Nothing on its way: the table as it is; an unreadable edit is left out.
        let unreadable = [("not a pad".to_owned(), second.encode())];
        assert_eq!(
            LivePad::laid_over(
                GameId::Catan,
                (&table, &no_dice, &KeptCall::default()),
                &unreadable,
                &unnamed
            ),
            LivePad::of_table(GameId::Catan, &table, &no_dice, &KeptCall::default())
        );
    }

    /// Issue 62.5: a phone's own undo, still on its way, takes the roll back
    /// on its screen at once; it is said ("Bo took back 9") once the table has
    /// it, with the phone's seat.
    #[test]
    fn a_phones_own_undo_is_said_once_the_table_has_it() {
        let names = ["Ann", "Bo", "Cy"].map(String::from);
        let input = crate::live::start(GameId::Catan, &names).unwrap();
        let mut dice = TableDice::default();
        for (seen, sum) in [6, 9].into_iter().enumerate() {
            dice.apply(DiceOp::Roll { sum, seen }, 3, Phone::seatless("phone-a"), 0)
                .unwrap();
        }
        let drawn = LivePad::of_table(GameId::Catan, &input, &dice, &KeptCall::default());
        let mut mine = ScoreState::decode(&drawn).unwrap();
        let mut kept = super::super::PadDice::read(&mine.table, 0).unwrap();
        kept.undo();
        kept.write(&mut mine.table);
        let pending = [(drawn, mine.encode())];
        let shown = LivePad::laid_over(
            GameId::Catan,
            (&input, &dice, &KeptCall::default()),
            &pending,
            &unnamed,
        );
        let shown = ScoreState::decode(&shown).unwrap();
        let read = |pad: &ScoreState| super::super::PadDice::read(&pad.table, 0).unwrap();
        assert_eq!(read(&shown).rolls, vec![6]);
        assert_eq!(read(&shown).undone_shown(), None);
        let bo = Phone {
            client: "phone-b",
            seat: Some(1),
        };
        dice.apply(DiceOp::Undo { seen: 2 }, 3, bo, 10).unwrap();
        let arrived = LivePad::of_table(GameId::Catan, &input, &dice, &KeptCall::default());
        let undone = read(&ScoreState::decode(&arrived).unwrap()).undone_shown();
        assert_eq!(
            undone.map(|undone| (undone.sum, undone.seat)),
            Some((9, Some(1)))
        );
        // A pad shared as a new table brings its rolls, not what another
        // table said of an undo.
        let shared = LivePad::table_from(&arrived, &unnamed, None).unwrap().dice;
        assert_eq!(shared.dice.undone_shown(), None);
    }

    #[test]
    fn a_tables_dice_go_round_its_pads_and_rolls_on_their_way_are_laid_over() {
        let names = ["Ann", "Bo", "Cy"].map(String::from);
        let input = crate::live::start(GameId::Catan, &names).unwrap();
        let mut dice = TableDice::default();
        for (seen, sum) in [6, 8].into_iter().enumerate() {
            let op = DiceOp::Roll { sum, seen };
            dice.apply(op, 3, Phone::seatless("phone-a"), 1_000)
                .unwrap();
        }
        let drawn = LivePad::of_table(GameId::Catan, &input, &dice, &KeptCall::default());
        let pad = ScoreState::decode(&drawn).unwrap();
        assert_eq!(pad.table.get("rolls").map(String::as_str), Some("6 8"));
        // This phone rolls 5 and moves the robber; neither has arrived.
        let mut mine = pad.clone();
        let mut kept = super::super::PadDice::read(&mine.table, 0).unwrap();
        kept.roll(5, 0).unwrap();
        kept.move_robber(4);
        kept.write(&mut mine.table);
        let edit = LivePad::changes(&drawn, &mine.encode(), &unnamed).unwrap();
        assert_eq!(edit.fields, vec![]);
        assert_eq!(
            edit.dice,
            Some(vec![
                DiceOp::Roll { sum: 5, seen: 2 },
                DiceOp::Robber { hex: 4 }
            ])
        );
        // Another phone's 9 came first.
        dice.apply(
            DiceOp::Roll { sum: 9, seen: 2 },
            3,
            Phone::seatless("phone-b"),
            2_000,
        )
        .unwrap();
        let shown = LivePad::laid_over(
            GameId::Catan,
            (&input, &dice, &KeptCall::default()),
            &[(drawn, mine.encode())],
            &unnamed,
        );
        let shown = ScoreState::decode(&shown).unwrap();
        assert_eq!(
            shown.table.get("rolls").map(String::as_str),
            Some("6 8 9 5")
        );
        assert_eq!(
            shown.table.get("dice_robber").map(String::as_str),
            Some("4 4")
        );
        // A new table keeps the rolls its pad was shared with.
        let shared = LivePad::table_from(&mine.encode(), &unnamed, None)
            .unwrap()
            .dice;
        assert_eq!(LivePad::setup_asked(&mine.encode(), &[]), None);
        assert_eq!(shared.dice.rolls, vec![6, 8, 5]);
        assert_eq!(shared.setup, None, "an address with no setup");
        // From a setup, its first player opens and its board is the table's.
        mine.table
            .insert(super::super::SEED.into(), "NIGHT7".into());
        let query =
            [("players", "3"), ("seed", "NIGHT7")].map(|(k, v)| (k.to_owned(), v.to_owned()));
        let (_, options, seed) = LivePad::setup_asked(&mine.encode(), &query).unwrap();
        let drawn = super::super::setup_of_pad(GameId::Catan, &query, seed.code()).unwrap();
        assert_eq!(
            (options.for_new_setup(), seed),
            (drawn.0.clone(), drawn.1.clone())
        );
        let shared = LivePad::table_from(&mine.encode(), &unnamed, Some(&drawn))
            .unwrap()
            .dice;
        assert_eq!(shared.setup.as_deref(), Some("players=3&seed=N1GHT7"));
        // A game played without dice keeps none, whatever its address.
        let citadels = ScoreState::new(GameId::Citadels, &names);
        let mut from_setup = citadels.clone();
        from_setup
            .table
            .insert(super::super::SEED.into(), "NIGHT7".into());
        let citadels_query =
            [("players", "3"), ("seed", "NIGHT7")].map(|(k, v)| (k.to_owned(), v.to_owned()));
        let drawn = super::super::setup_of_pad(GameId::Citadels, &citadels_query, "NIGHT7");
        let none = LivePad::table_from(&from_setup.encode(), &unnamed, drawn.as_ref())
            .unwrap()
            .dice;
        assert_eq!(none, TableDice::default());
    }
}
