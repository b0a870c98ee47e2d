/**
* | output |
* | --- |
* | "Browse Rooms" |
*
* @param {Meetings_BrowseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_browse: ((inputs?: Meetings_BrowseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_BrowseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_BrowseInputs = {};
