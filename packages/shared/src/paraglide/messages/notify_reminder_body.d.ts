/**
* | output |
* | --- |
* | "{when} at {location}." |
*
* @param {Notify_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reminder_body: ((inputs: Notify_Reminder_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Reminder_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Reminder_BodyInputs = {
    when: NonNullable<unknown>;
    location: NonNullable<unknown>;
};
