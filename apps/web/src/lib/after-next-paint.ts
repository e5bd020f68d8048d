/**
 * Runs `run` once the browser has painted the current frame: a task queued from the next
 * animation frame runs after that frame's paint. Returns a function that cancels it. Without
 * animation frames (a hidden page keeps them paused until shown) it falls back to a task.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    task = setTimeout(run, 0);
    return () => clearTimeout(task);
  }
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
