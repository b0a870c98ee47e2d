/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Profile_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_upcoming: ((inputs?: Profile_UpcomingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_UpcomingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_UpcomingInputs = {};
