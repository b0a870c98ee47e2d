/**
* | output |
* | --- |
* | "Join the room to read its messages and see who is in it." |
*
* @param {Meeting_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_not_member: ((inputs?: Meeting_Not_MemberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Not_MemberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Not_MemberInputs = {};
