/**
* | output |
* | --- |
* | "Your changes to {space} are live" |
*
* @param {Notify_Changes_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_approved_title: ((inputs: Notify_Changes_Approved_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Changes_Approved_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Changes_Approved_TitleInputs = {
    space: NonNullable<unknown>;
};
