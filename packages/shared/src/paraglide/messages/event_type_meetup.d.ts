/**
* | output |
* | --- |
* | "Meetup" |
*
* @param {Event_Type_MeetupInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_meetup: ((inputs?: Event_Type_MeetupInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Type_MeetupInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Type_MeetupInputs = {};
