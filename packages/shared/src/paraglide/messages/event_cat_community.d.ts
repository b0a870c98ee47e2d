/**
* | output |
* | --- |
* | "Community" |
*
* @param {Event_Cat_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_community: ((inputs?: Event_Cat_CommunityInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Cat_CommunityInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Cat_CommunityInputs = {};
