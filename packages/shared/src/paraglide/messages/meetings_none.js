/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_NoneInputs */

const en_meetings_none = /** @type {(inputs: Meetings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No meeting rooms yet`)
};

const sw_meetings_none = /** @type {(inputs: Meetings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna vyumba vya mikutano`)
};

/**
* | output |
* | --- |
* | "No meeting rooms yet" |
*
* @param {Meetings_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_none = /** @type {((inputs?: Meetings_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_none(inputs)
	return en_meetings_none(inputs)
});