/**
* | output |
* | --- |
* | "Upcoming ({count})" |
*
* @param {Events_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_upcoming: ((inputs: Events_UpcomingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_UpcomingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_UpcomingInputs = {
    count: NonNullable<unknown>;
};
