/**
* | output |
* | --- |
* | "This is a reminder of your booking of {space} at {location}, {when}." |
*
* @param {Notify_Reminder_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reminder_text: ((inputs: Notify_Reminder_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Reminder_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Reminder_TextInputs = {
    space: NonNullable<unknown>;
    location: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
