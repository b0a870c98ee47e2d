/**
* | output |
* | --- |
* | "Member since {year}" |
*
* @param {Profile_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_member_since: ((inputs: Profile_Member_SinceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Member_SinceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Member_SinceInputs = {
    year: NonNullable<unknown>;
};
