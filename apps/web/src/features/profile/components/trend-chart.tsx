import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface TrendPoint {
  label: string;
  score: number;
}

/**
 * The Recharts line of the last results on a 0-100 axis. Loaded on its own (React.lazy) so the charting
 * library stays out of every other page; the panel around it carries the text alternative.
 */
export default function TrendChart({ points, axisLabel }: { points: TrendPoint[]; axisLabel: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={points} margin={{ top: 12, right: 24, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} padding={{ left: 16, right: 16 }} />
        <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} width={40} tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} label={{ value: axisLabel, angle: -90, position: 'insideLeft', offset: 10, fontSize: 11, fill: '#475569' }} />
        <Line type="monotone" dataKey="score" stroke="#1e3a8a" strokeWidth={3} dot={{ r: 5, fill: '#f59e0b', stroke: '#1e3a8a' }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
