/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_FailedInputs */

const en_meetings_failed = /** @type {(inputs: Meetings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetings could not be loaded`)
};

const sw_meetings_failed = /** @type {(inputs: Meetings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mikutano haikuweza kupakiwa`)
};

/**
* | output |
* | --- |
* | "Meetings could not be loaded" |
*
* @param {Meetings_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_failed = /** @type {((inputs?: Meetings_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_failed(inputs)
	return en_meetings_failed(inputs)
});