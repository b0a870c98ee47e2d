/**
* | output |
* | --- |
* | "Loading your spaces…" |
*
* @param {Dash_Loading_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_loading_spaces: ((inputs?: Dash_Loading_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Loading_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Loading_SpacesInputs = {};
