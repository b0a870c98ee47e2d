/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Not_MemberInputs */

const en_meeting_not_member = /** @type {(inputs: Meeting_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the room to read its messages and see who is in it.`)
};

const sw_meeting_not_member = /** @type {(inputs: Meeting_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiunge na chumba ili kusoma jumbe zake na kuona walio ndani.`)
};

/**
* | output |
* | --- |
* | "Join the room to read its messages and see who is in it." |
*
* @param {Meeting_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_not_member = /** @type {((inputs?: Meeting_Not_MemberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Not_MemberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_not_member(inputs)
	return en_meeting_not_member(inputs)
});