/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_RegisterInputs */

const en_events_register = /** @type {(inputs: Events_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const sw_events_register = /** @type {(inputs: Events_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jisajili`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Events_RegisterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_register = /** @type {((inputs?: Events_RegisterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_RegisterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_register(inputs)
	return en_events_register(inputs)
});