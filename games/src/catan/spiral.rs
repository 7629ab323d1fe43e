//! The official variable setup: number tokens in letter order round a tight spiral.

use super::board::Board;

/// Hexes in spiral order from one of the six corners, clockwise or not: the outer
/// ring once, then into the next ring at the hex touching both the last and the
/// first hex of the ring just finished, turning the same way.
pub fn spiral_order(board: &Board, corner: usize, clockwise: bool) -> Vec<usize> {
    let corners = board.corners();
    let start = corners[corner % corners.len()];
    let mut order: Vec<usize> = Vec::with_capacity(board.len());
    for (k, ring) in board.rings.iter().enumerate() {
        let mut ring: Vec<usize> = ring.clone();
        if !clockwise {
            ring.reverse();
        }
        let first = if k == 0 {
            start
        } else {
            let (last, first_prev) = (
                order[order.len() - 1],
                order[order.len() - ring_len(board, k - 1)],
            );
            let touching = |&&h: &&usize| board.adjacent(h, last);
            ring.iter()
                .filter(touching)
                .find(|&&h| board.adjacent(h, first_prev))
                .or_else(|| ring.iter().find(touching))
                .copied()
                .unwrap_or(ring[0])
        };
        let at = ring.iter().position(|&h| h == first).unwrap_or(0);
        ring.rotate_left(at);
        order.extend(ring);
    }
    order
}

fn ring_len(board: &Board, k: usize) -> usize {
    board.rings[k].len()
}
