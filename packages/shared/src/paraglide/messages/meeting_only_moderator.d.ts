/**
* | output |
* | --- |
* | "Only the host of this room (for a space: its owner) or an admin can do that." |
*
* @param {Meeting_Only_ModeratorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_only_moderator: ((inputs?: Meeting_Only_ModeratorInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Only_ModeratorInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Only_ModeratorInputs = {};
