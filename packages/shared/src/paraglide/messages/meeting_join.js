/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_JoinInputs */

const en_meeting_join = /** @type {(inputs: Meeting_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Room`)
};

const sw_meeting_join = /** @type {(inputs: Meeting_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiunge na Chumba`)
};

/**
* | output |
* | --- |
* | "Join Room" |
*
* @param {Meeting_JoinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_join = /** @type {((inputs?: Meeting_JoinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_JoinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_join(inputs)
	return en_meeting_join(inputs)
});