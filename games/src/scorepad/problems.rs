//! Why a pad cannot be scored yet: every problem at once, each at its field.

use super::{Problem, ScoreState};
use crate::refusal::Refusal;
use crate::{InputError, ScoreInput, ScoreSheet, Scored};

impl ScoreState {
    /// Scores the pad with the game's own rules, or says every problem at once.
    /// Blank names become `default_name(seat number)`, in the page's language.
    ///
    /// A field that cannot be read is a problem of its own, and the rules judge
    /// the rest of the pad as if it were left empty; they name every problem
    /// they find (`games::Problems`), one per field, in the order of the page.
    pub fn score(
        &self,
        default_name: &dyn Fn(usize) -> String,
    ) -> Result<ScoreSheet, Vec<Problem>> {
        self.scored(default_name).map(Scored::into_sheet)
    }

    /// [`ScoreState::score`], keeping the input the sheet was scored from.
    pub fn scored(&self, default_name: &dyn Fn(usize) -> String) -> Result<Scored, Vec<Problem>> {
        let unreadable = match ScoreInput::read_pad(self.game, &self.text(), default_name) {
            Ok(input) => return self.judged(input, Vec::new(), &[]),
            Err(unreadable) => unreadable,
        };
        let problems: Vec<Problem> = unreadable
            .into_iter()
            .map(|error| self.problem_of(error))
            .collect();
        let mut rest = self.clone();
        let mut set_aside = Vec::new();
        for problem in &problems {
            set_aside.extend(rest.set_aside(problem));
        }
        match ScoreInput::read_pad(self.game, &rest.text(), default_name) {
            Ok(input) => self.judged(input, problems, &set_aside),
            Err(_) => Err(self.in_page_order(problems)),
        }
    }

    /// The rules' verdict on `input`, read from this pad, after the `problems`
    /// already found; a rules problem at a field `set_aside` is not repeated.
    fn judged(
        &self,
        input: ScoreInput,
        mut problems: Vec<Problem>,
        set_aside: &[(Option<u32>, String)],
    ) -> Result<Scored, Vec<Problem>> {
        let refused = match input.score_or_every_problem() {
            Ok(sheet) if problems.is_empty() => return Ok(Scored::from_parts(input, sheet)),
            Ok(_) => Vec::new(),
            Err(refused) => refused.into_vec(),
        };
        let mut marked: Vec<_> = set_aside.to_vec();
        for error in refused {
            let problem = self.untouched_as_missing(Problem::Rules(error));
            let place = self.place_of(&problem);
            // One problem to a field: the first the rules name there.
            if place.as_ref().is_some_and(|place| marked.contains(place)) {
                continue;
            }
            marked.extend(place);
            problems.push(problem);
        }
        Err(self.in_page_order(problems))
    }

    /// Seat by seat (a stable sort keeps each seat's own in the order found),
    /// then the table's.
    fn in_page_order(&self, mut problems: Vec<Problem>) -> Vec<Problem> {
        let seat_at = |problem: &Problem| {
            self.seat_place(problem)
                .and_then(|(seat, _)| self.seats.iter().position(|s| s.id == seat))
                .unwrap_or(usize::MAX)
        };
        problems.sort_by_key(|problem| seat_at(problem));
        problems
    }

    /// A rules refusal at a field nobody typed in: the field is still to
    /// enter (with the rules' reason, when they asked for it by name).
    fn untouched_as_missing(&self, problem: Problem) -> Problem {
        match (self.seat_place(&problem), &problem) {
            (Some((seat, key)), Problem::Rules(error))
                if self.value(seat, &key).trim().is_empty() =>
            {
                let why = match error {
                    InputError::Refused { refusal, .. } => Some(refusal.clone()),
                    _ => None,
                };
                Problem::Missing { seat, key, why }
            }
            _ => problem,
        }
    }

    /// The seat and field a problem is at, when it is a field typed at a seat
    /// (not a name, not a choice made for the table).
    fn seat_place(&self, problem: &Problem) -> Option<(u32, String)> {
        match self.place_of(problem)? {
            (Some(seat), key) if key != "name" => Some((seat, key)),
            _ => None,
        }
    }

    /// Where a problem is: the seat's id (`None`: a field of the whole table) and
    /// the field's key; `None` for a problem no field shows.
    pub fn place_of(&self, problem: &Problem) -> Option<(Option<u32>, String)> {
        let (seat, key) = match problem {
            Problem::TableNotANumber { key } => return Some((None, (*key).to_owned())),
            Problem::NotANumber { seat, key } | Problem::Missing { seat, key, .. } => {
                (*seat, key.clone())
            }
            Problem::Rules(error) => match self.locate(error.field()) {
                Some(found) => found,
                None => {
                    let key = &error.field().key;
                    return self.field(key).map(|f| (None, f.key.to_owned()));
                }
            },
        };
        // A one-holder card is chosen once for the table.
        Some(((!self.names_a_player(&key)).then_some(seat), key))
    }

    /// Empties, in this copy of the pad, the field a problem that is not a
    /// number is at, with the fields it takes the place of (what was typed
    /// there before a grid is not the player's problem); the places emptied.
    fn set_aside(&mut self, problem: &Problem) -> Vec<(Option<u32>, String)> {
        let Some((seat, key)) = self.place_of(problem) else {
            return Vec::new();
        };
        let Some(seat) = seat else {
            self.table.remove(&key);
            return vec![(None, key)];
        };
        let replaced = self.field(&key).map_or(&[][..], |f| f.replaces);
        let mut emptied = vec![(Some(seat), key.clone())];
        self.set_value(seat, &key, String::new());
        for &other in replaced {
            self.set_value(seat, other, String::new());
            emptied.push((Some(seat), other.to_owned()));
        }
        emptied
    }

    /// The pad as the score API's input (`games::ScoreInput`): what a saved play
    /// stores. The first field that cannot be read is the problem.
    pub fn input(&self, default_name: &dyn Fn(usize) -> String) -> Result<ScoreInput, Problem> {
        ScoreInput::read_pad(self.game, &self.text(), default_name).map_err(|unreadable| {
            let first = unreadable
                .into_iter()
                .next()
                .expect("an error names a field");
            self.problem_of(first)
        })
    }

    /// A field the game's reading of the pad refused, as the page shows it.
    fn problem_of(&self, error: InputError) -> Problem {
        let not_a_number = matches!(
            &error,
            InputError::Refused {
                refusal: Refusal::NotANumber,
                ..
            }
        );
        let path = error.field();
        match (not_a_number, path.player) {
            (true, None) => Problem::TableNotANumber {
                key: path.key.clone(),
            },
            (true, Some(_)) => match self.locate(path) {
                Some((seat, key)) => Problem::NotANumber { seat, key },
                None => Problem::Rules(error),
            },
            (false, _) => Problem::Rules(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_pads::{first, pad, set};
    use super::*;
    use crate::card_city::pad::GRID_KEY as CITY_GRID;
    use crate::citadels::pad::{
        complete_at, rulebook_complete_at, typed_complete_at, COMPLETE_AT_KEY as COMPLETE_AT,
    };
    use crate::GameId;

    #[test]
    fn a_gentes_tile_error_is_marked_at_the_tiles_of_its_player() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 1, "eight_point_tiles", "population eighth_card");
        set(&mut p, 1, "cards_played", "5");
        // Read in the field's order, [eighth_card, population]: the 8th-card tile is item 0.
        match first(&p) {
            Some(Problem::Rules(error)) => {
                assert_eq!(error.field(), "players[1].eight_point_tiles[0]");
                assert_eq!(
                    p.locate(error.field()),
                    Some((p.seats[1].id, "eight_point_tiles".into()))
                );
            }
            other => panic!("expected a rules problem, got {other:?}"),
        }
    }

    #[test]
    fn typed_text_that_is_not_a_number_points_at_its_field() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 1, "track", "twelve");
        let bo = p.seats[1].id;
        assert_eq!(
            first(&p),
            Some(Problem::NotANumber {
                seat: bo,
                key: "track".into()
            })
        );
        set(&mut p, 1, "track", "12");
        set(&mut p, 1, "playable_hand", "3, 4 x");
        assert!(matches!(first(&p), Some(Problem::NotANumber { .. })));
    }

    #[test]
    fn rules_errors_are_located_on_the_seat_and_field() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 0, "settlements", "2");
        set(&mut p, 1, "settlements", "2");
        set(&mut p, 2, "settlements", "9");
        let Some(Problem::Rules(error)) = first(&p) else {
            panic!("9 settlements should be refused")
        };
        assert_eq!(
            p.locate(error.field()),
            Some((p.seats[2].id, "settlements".into()))
        );
    }

    #[test]
    fn every_problem_is_named_at_once() {
        // Catan: Bo's 6-road past the road's holder's 4, 2 knights for the
        // army's holder, 9 settlements and a word where a number goes: four
        // fields, four problems.
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        p.table
            .insert("longest_road".into(), p.seats[0].id.to_string());
        p.table
            .insert("largest_army".into(), p.seats[1].id.to_string());
        set(&mut p, 0, "settlements", "2");
        set(&mut p, 1, "settlements", "2");
        set(&mut p, 0, "road_length", "4");
        set(&mut p, 1, "road_length", "6");
        set(&mut p, 1, "knights", "2");
        set(&mut p, 2, "settlements", "9");
        set(&mut p, 2, "cities", "two");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let places: Vec<_> = problems
            .iter()
            .map(|problem| match problem {
                Problem::Rules(error) => p.locate(error.field()).unwrap(),
                Problem::NotANumber { seat, key } => (*seat, key.clone()),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        for (seat, key) in [
            (0, "road_length"),
            (1, "knights"),
            (2, "settlements"),
            (2, "cities"),
        ] {
            assert!(
                places.contains(&(p.seats[seat].id, key.to_owned())),
                "{key} at seat {seat} not in {places:?}"
            );
        }
        assert_eq!(problems.len(), 4, "{problems:?}");
        // Ordinary numbers for players who hold nothing are no problem.
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        for seat in 0..3 {
            set(&mut p, seat, "settlements", "2");
        }
        set(&mut p, 0, "road_length", "4");
        set(&mut p, 1, "knights", "2");
        assert!(p.score(&|n| format!("Player {n}")).is_ok());
    }

    #[test]
    fn a_broken_grid_does_not_bring_back_the_quick_entry_it_replaced() {
        let mut p = pad(GameId::CardCity, &["Ann", "Bo"]);
        set(&mut p, 0, "residential_districts", "x");
        set(&mut p, 0, CITY_GRID, "RIH");
        set(&mut p, 1, "cards_in_city", "30");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let places: Vec<_> = problems
            .iter()
            .map(|problem| match problem {
                Problem::Rules(error) => p.locate(error.field()).unwrap(),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(
            places,
            [
                (p.seats[0].id, CITY_GRID.to_owned()),
                (p.seats[1].id, "cards_in_city".to_owned())
            ]
        );
    }

    #[test]
    fn an_untouched_field_is_still_to_enter_not_an_error() {
        // Card City needs the cards in each city; nobody has typed them yet.
        let mut p = pad(GameId::CardCity, &["Ann", "Bo"]);
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems.iter().all(|problem| !problem.is_error()));
        // What Ann typed cannot be judged until her cards are in: no false error.
        set(&mut p, 0, "residential_districts", "3");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems.iter().all(|problem| !problem.is_error()),
            "{problems:?}"
        );
        assert_eq!(problems.len(), 2, "{problems:?}");
        set(&mut p, 0, "residential_districts", "");
        // Typed for Ann and wrong for Bo: Ann scores, Bo's is an error.
        set(&mut p, 0, "cards_in_city", "20");
        set(&mut p, 1, "cards_in_city", "30");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].is_error());
        set(&mut p, 1, "cards_in_city", "18");
        assert!(p.score(&|n| format!("Player {n}")).is_ok());
    }

    #[test]
    fn a_full_width_city_size_is_read_alike_by_the_score_and_the_page() {
        let mut p = pad(GameId::Citadels, &["Ann", "Bo", "Cy", "Di"]);
        let (complete_at, rulebook) = (
            |p: &ScoreState| complete_at(&p.table, p.seats.len()),
            |p: &ScoreState| rulebook_complete_at(&p.table, p.seats.len()),
        );
        assert_eq!(complete_at(&p), rulebook(&p));
        p.table.insert(COMPLETE_AT.into(), "１０".into());
        assert_eq!(complete_at(&p), 10);
        assert_eq!(typed_complete_at(&p.table), Some(10));
        p.table.insert(COMPLETE_AT.into(), "ten".into());
        assert_eq!(complete_at(&p), rulebook(&p));
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems.contains(&Problem::TableNotANumber {
                key: COMPLETE_AT.into()
            }),
            "{problems:?}"
        );
    }

    #[test]
    fn a_gentes_tile_ticked_twice_is_one_problem_naming_both_players() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 0, "eight_point_tiles", "population");
        set(&mut p, 1, "eight_point_tiles", "population");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let [Problem::Rules(error)] = problems.as_slice() else {
            panic!("{problems:?}")
        };
        let crate::InputError::Refused {
            refusal: crate::Refusal::Gentes(crate::gentes::Refusal::TileTwice { first_at, .. }),
            ..
        } = error
        else {
            panic!("{error:?}")
        };
        assert_eq!(
            p.locate(first_at),
            Some((p.seats[0].id, "eight_point_tiles".into()))
        );
        assert_eq!(
            p.locate(error.field()),
            Some((p.seats[1].id, "eight_point_tiles".into()))
        );
    }
}
