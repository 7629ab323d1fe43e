//! A saved play as a scorepad to edit it on: the stored score input written back
//! into the fields the pad keeps as typed text (each game's `pad::write`, in
//! `games`). Done on the server when the play's page is rendered; the phone
//! only puts the text where its pad lives.

use super::pad::{ScoreState, SEED};
use games::dice::{encode_rolls, ROLLS_KEY};
use games::rounds::{encode_rounds, Round, ROUNDS_KEY};
use games::ScoreInput;

/// The pad that scores as `input` does, with the setup's `seed`, its dice's
/// `rolls` and its `rounds` kept, as the game saved as play `id` (saving it
/// replaces that play); `None` when the pad
/// has no entry for something the input holds (a play sent through the API
/// with City Council's list of scored cards): reading the pad back must give
/// the very input, or editing it there would change the game.
pub fn pad_of_play(
    input: &ScoreInput,
    seed: Option<&str>,
    rolls: &[u8],
    rounds: &[Round],
    id: &str,
) -> Option<ScoreState> {
    let mut pad = ScoreState::from_text(input.game(), input.pad_text());
    pad.play = Some(id.to_owned());
    if let Some(seed) = seed {
        pad.table.insert(SEED.to_owned(), seed.to_owned());
    }
    // The dice rolled go with the game: saving it again keeps them.
    if !rolls.is_empty() {
        pad.table.insert(ROLLS_KEY.to_owned(), encode_rolls(rolls));
    }
    // So do its rounds.
    if !rounds.is_empty() {
        pad.table
            .insert(ROUNDS_KEY.to_owned(), encode_rounds(rounds));
    }
    let unnamed = |_: usize| String::new();
    let read = pad.input(&unnamed).ok()?;
    let same = serde_json::to_value(&read).ok()? == serde_json::to_value(input).ok()?;
    same.then_some(pad)
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::GameId;
    use serde_json::{json, Value};

    const PLAY: &str = "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";

    fn read(game: GameId, body: Value) -> ScoreInput {
        ScoreInput::read(game, &body).unwrap()
    }

    /// The pad made from a play reads back as that play, through its text too.
    fn round_trips(game: GameId, body: Value) {
        let input = read(game, body);
        let rounds = [games::rounds::Round {
            crown: 1,
            murdered: None,
            picks: vec![games::rounds::Pick {
                character: "Tax Collector".into(),
                seat: 1,
            }],
            robbed: None,
        }];
        let pad = pad_of_play(&input, Some("ABC123"), &[6, 8, 7], &rounds, PLAY)
            .expect("the pad can hold it");
        let kept = ScoreState::decode(&pad.encode()).unwrap();
        assert_eq!(kept.table.get(SEED).map(String::as_str), Some("ABC123"));
        assert_eq!(kept.table.get(ROLLS_KEY).map(String::as_str), Some("6 8 7"));
        let kept_rounds = kept
            .table
            .get(ROUNDS_KEY)
            .map(|text| games::rounds::decode_rounds(text));
        assert_eq!(kept_rounds, Some(Some(rounds.to_vec())));
        // Saving it replaces the play it came from.
        assert_eq!(kept.play.as_deref(), Some(PLAY));
        let again = kept.input(&|_| String::new()).unwrap();
        assert_eq!(
            serde_json::to_value(&again).unwrap(),
            serde_json::to_value(&input).unwrap()
        );
        assert_eq!(
            serde_json::to_value(again.score().unwrap()).unwrap(),
            serde_json::to_value(input.score().unwrap()).unwrap()
        );
    }

    #[test]
    fn every_games_play_comes_back_as_the_pad_it_was_scored_on() {
        round_trips(
            GameId::Catan,
            json!({"players": [
                {"name": "Ann", "settlements": 3, "cities": 2, "vp_cards": 1, "longest_road": true, "road_length": 7},
                {"name": "Bo", "settlements": 4, "largest_army": true, "knights": 3},
                {"name": "Cy", "settlements": 2}],
              "ended_by": 0, "highest_score_wins": true}),
        );
        round_trips(
            GameId::Gentes,
            json!({"players": [
                {"name": "Ann", "track": 40, "playable_hand": [5, 3], "unplayable_hand": [2],
                 "cubes": 4, "coins": 12, "hourglass_penalty": 3, "cards_played": 9,
                 "eight_point_tiles": ["eighth_card", "sixth_city"]},
                {"name": "Bo", "track": 44, "cards_played": 8}]}),
        );
        round_trips(
            GameId::CityCouncil,
            json!({"players": [
                {"name": "Ann", "points": 11, "favour_cards_in_hand": 2, "secret_funds": 3},
                {"name": "Bo", "points": 9, "favour_cards_in_hand": 1, "secret_funds": 0}],
              "deck_exhausted": true}),
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
                {"name": "Ann", "districts": [{"name": "Manor", "beautified": true}, {"name": "Museum", "cards_under": 2}],
                 "gold": 3, "cards_in_hand": 1, "secret_vault": true, "crown": true, "highest_rank_last_round": 4},
                {"name": "Bo", "districts": [{"name": "Temple"}], "highest_rank_last_round": 6}]}),
        );
        round_trips(
            GameId::Citadels,
            json!({"edition": "classic", "classic_tie_break": "most_gold", "players": [
                {"name": "Ann", "districts": [{"name": "Haunted City", "built_last_round": true}], "gold": 2},
                {"name": "Bo", "districts": [{"name": "Tavern"}]}]}),
        );
    }

    #[test]
    fn a_play_with_entries_the_pad_lacks_is_not_offered_on_it() {
        let input = read(
            GameId::CityCouncil,
            json!({"players": [
                {"name": "Ann", "scored_favour_cards": [3, 4, 4], "favour_cards_in_hand": 0, "secret_funds": 1},
                {"name": "Bo", "points": 9, "favour_cards_in_hand": 1, "secret_funds": 0}]}),
        );
        assert!(pad_of_play(&input, None, &[], &[], PLAY).is_none());
    }
}
