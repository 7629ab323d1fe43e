//! Sorting the short lists the rules deal in (a table's players, a 5×5 city's
//! cells): insertion sort, stable, a few dozen bytes of wasm per use instead of the
//! standard library's several KB per element type. Lists here hold at most 25 items.

/// Sorts `items` so that `before(a, b)` holds for no later `a` than `b`; equal
/// items keep their order.
pub fn sort_by<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Largest first.
pub fn descending<T: Ord>(items: &mut [T]) {
    sort_by(items, |a, b| a > b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_keeps_ties_in_order() {
        let mut seed = 12345u64;
        for len in 0..30 {
            let mut items: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_by_key(|&(key, _)| key);
            sort_by(&mut items, |a, b| a.0 < b.0);
            assert_eq!(items, expected);
        }
        let mut values = vec![1, 5, 3, 5, 2];
        descending(&mut values);
        assert_eq!(values, [5, 5, 3, 2, 1]);
    }
}
