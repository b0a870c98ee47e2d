/**
* | output |
* | --- |
* | "Reminder: {space} {day}" |
*
* @param {Notify_Reminder_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reminder_title: ((inputs: Notify_Reminder_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Reminder_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Reminder_TitleInputs = {
    space: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
