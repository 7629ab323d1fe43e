//! A saved play as a scorepad to edit it on: the stored score input written back
//! into the fields the pad keeps as typed text. Done on the server when the
//! play's page is rendered; the phone only puts the text where its pad lives.

use super::citadels_city::{self, Entry, CITY};
use super::city_grid;
use super::pad::{ScoreState, CITY_GRID, COMPLETE_AT, EDITION, GENTES_TILES, MOST_GOLD, SEED};
use games::citadels::ClassicTieBreak;
use games::ScoreInput;

/// The pad that scores as `input` does, with the setup's `seed` kept, as the
/// game saved as play `id` (saving it replaces that play); `None` when the pad
/// has no entry for something the input holds (a play sent through the API
/// with City Council's list of scored cards): reading the pad back must give
/// the very input, or editing it there would change the game.
pub fn pad_of_play(input: &ScoreInput, seed: Option<&str>, id: &str) -> Option<ScoreState> {
    let mut pad = written(input);
    pad.play = Some(id.to_owned());
    if let Some(seed) = seed {
        pad.table.insert(SEED.to_owned(), seed.to_owned());
    }
    let unnamed = |_: usize| String::new();
    let read = pad.input(&unnamed).ok()?;
    let same = serde_json::to_value(&read).ok()? == serde_json::to_value(input).ok()?;
    same.then_some(pad)
}

fn number(n: i64) -> String {
    n.to_string()
}

fn list(items: &[i64]) -> String {
    items
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Sets each seat's values (`seat` gets the seat's id and its index).
fn for_seats<P>(pad: &mut ScoreState, players: &[P], mut seat: impl FnMut(&mut Writer, &P)) {
    let ids: Vec<u32> = pad.seats.iter().map(|s| s.id).collect();
    for (id, player) in ids.into_iter().zip(players) {
        let mut writer = Writer { pad, id };
        seat(&mut writer, player);
    }
}

struct Writer<'a> {
    pad: &'a mut ScoreState,
    id: u32,
}

impl Writer<'_> {
    fn set(&mut self, key: &str, value: String) {
        self.pad.set_value(self.id, key, value);
    }

    fn optional(&mut self, key: &str, value: Option<i64>) {
        if let Some(value) = value {
            self.set(key, number(value));
        }
    }

    fn flag(&mut self, key: &str, on: bool) {
        if on {
            self.set(key, "true".to_owned());
        }
    }

    /// A card only one player holds: kept for the table as the holder's seat id.
    fn holds(&mut self, key: &str, held: bool) {
        if held {
            self.pad.table.insert(key.to_owned(), self.id.to_string());
        }
    }
}

fn table_flag(pad: &mut ScoreState, key: &str, on: bool) {
    if on {
        pad.table.insert(key.to_owned(), "true".to_owned());
    }
}

/// A new pad for `game` with a seat for each name.
fn seated<'a>(game: games::GameId, names: impl Iterator<Item = &'a String>) -> ScoreState {
    ScoreState::new(game, &names.cloned().collect::<Vec<_>>())
}

fn written(input: &ScoreInput) -> ScoreState {
    match input {
        ScoreInput::CardCity(input) => {
            let mut pad = seated(
                games::GameId::CardCity,
                input.players.iter().map(|p| &p.name),
            );
            for_seats(&mut pad, &input.players, |seat, player| {
                seat.set("coins", number(player.coins));
                // Kept as the picker writes it (`.` for a gap).
                if let Some(grid) = &player.grid {
                    seat.set(CITY_GRID, city_grid::rows(&grid.concat()).concat());
                }
                if let Some(districts) = &player.residential_districts {
                    seat.set("residential_districts", list(districts));
                }
                seat.optional("cards_in_city", player.cards_in_city);
            });
            pad
        }
        ScoreInput::CityCouncil(input) => {
            let mut pad = seated(
                games::GameId::CityCouncil,
                input.players.iter().map(|p| &p.name),
            );
            for_seats(&mut pad, &input.players, |seat, player| {
                seat.optional("points", player.points);
                seat.set("favour_cards_in_hand", number(player.favour_cards_in_hand));
                seat.set("secret_funds", number(player.secret_funds));
            });
            table_flag(&mut pad, "city_lost", input.city_lost);
            table_flag(&mut pad, "deck_exhausted", input.deck_exhausted);
            pad
        }
        ScoreInput::Catan(input) => {
            let mut pad = seated(games::GameId::Catan, input.players.iter().map(|p| &p.name));
            for_seats(&mut pad, &input.players, |seat, player| {
                seat.set("settlements", number(player.settlements));
                seat.set("cities", number(player.cities));
                seat.set("vp_cards", number(player.vp_cards));
                seat.holds("longest_road", player.longest_road);
                seat.holds("largest_army", player.largest_army);
                seat.optional("road_length", player.road_length);
                seat.optional("knights", player.knights);
            });
            if let Some(seat) = input.ended_by.and_then(|index| pad.seats.get(index)) {
                let id = seat.id.to_string();
                pad.table.insert("ended_by".to_owned(), id);
            }
            table_flag(&mut pad, "highest_score_wins", input.highest_score_wins);
            pad
        }
        ScoreInput::Gentes(input) => {
            let mut pad = seated(games::GameId::Gentes, input.players.iter().map(|p| &p.name));
            for_seats(&mut pad, &input.players, |seat, player| {
                seat.set("track", number(player.track));
                seat.set("playable_hand", list(&player.playable_hand));
                seat.set("unplayable_hand", list(&player.unplayable_hand));
                seat.set("cubes", number(player.cubes));
                seat.set("coins", number(player.coins));
                seat.set("hourglass_penalty", number(player.hourglass_penalty));
                seat.set("cards_played", number(player.cards_played));
                for (key, tile) in GENTES_TILES {
                    seat.flag(key, player.eight_point_tiles.contains(&tile));
                }
            });
            pad
        }
        ScoreInput::Citadels(input) => {
            let mut pad = seated(
                games::GameId::Citadels,
                input.players.iter().map(|p| &p.name),
            );
            pad.table
                .insert(EDITION.to_owned(), input.edition.id().to_owned());
            for_seats(&mut pad, &input.players, |seat, player| {
                let city: Vec<Entry> = player
                    .districts
                    .iter()
                    .map(|district| Entry {
                        name: district.name.clone(),
                        beautified: district.beautified,
                        counts_as: district.counts_as,
                        last_round: district.built_last_round,
                        under: district.cards_under.map(number).unwrap_or_default(),
                    })
                    .collect();
                seat.set(CITY, citadels_city::encode(&city));
                seat.set("gold", number(player.gold));
                seat.set("cards_in_hand", number(player.cards_in_hand));
                seat.flag("secret_vault", player.secret_vault);
                seat.holds("crown", player.crown);
                seat.holds("first_complete", player.first_complete);
                seat.optional("highest_rank_last_round", player.highest_rank_last_round);
            });
            if let Some(at) = input.complete_at {
                pad.table.insert(COMPLETE_AT.to_owned(), number(at));
            }
            table_flag(
                &mut pad,
                MOST_GOLD,
                input.classic_tie_break == ClassicTieBreak::MostGold,
            );
            pad
        }
    }
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
        let pad = pad_of_play(&input, Some("ABC123"), PLAY).expect("the pad can hold it");
        let kept = ScoreState::decode(&pad.encode()).unwrap();
        assert_eq!(kept.table.get(SEED).map(String::as_str), Some("ABC123"));
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
        assert!(pad_of_play(&input, None, PLAY).is_none());
    }
}
