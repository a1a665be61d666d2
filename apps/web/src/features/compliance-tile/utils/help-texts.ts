// F-010 (decision): the help popover's texts, written for store and facility managers.

export const HOW_TO_USE =
  'The ring shows how much of the time the temperature-monitored equipment at your sites stayed within its set range over the last 7 days. The table lists the five least compliant sites: select a site to open its temperature compliance details. Use the equipment type filter to look at one kind of equipment, for example walk-in coolers only, and See All to compare every site.';

export const HOW_CALCULATED =
  "Each temperature sensor's readings are averaged hour by hour, in the site's own time zone. An hour is compliant when its average lies within the minimum and maximum set for the equipment; hours without readings are left out, and so are hours above the maximum only during a detected defrost cycle (a short warm-up that recurs at the same time each day). A site's compliance is its compliant hours divided by the hours counted, across its sensors; the overall figure adds up the hours of every site the same way.";
