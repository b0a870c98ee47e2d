/**
* | output |
* | --- |
* | "Upcoming and past events in Nafasi spaces: workshops, meetups, masterclasses, conferences, webinars and volunteering." |
*
* @param {Page_Events_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_events_description: ((inputs?: Page_Events_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Events_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Events_DescriptionInputs = {};
