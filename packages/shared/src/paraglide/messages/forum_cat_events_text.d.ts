/**
* | output |
* | --- |
* | "Plan, promote and review events across Kenya." |
*
* @param {Forum_Cat_Events_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_events_text: ((inputs?: Forum_Cat_Events_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_Events_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_Events_TextInputs = {};
