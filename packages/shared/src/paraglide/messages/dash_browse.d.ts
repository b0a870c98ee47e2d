/**
* | output |
* | --- |
* | "Browse Spaces" |
*
* @param {Dash_BrowseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_browse: ((inputs?: Dash_BrowseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_BrowseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_BrowseInputs = {};
