/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crash_HomeInputs */

const en_crash_home = /** @type {(inputs: Crash_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

const sw_crash_home = /** @type {(inputs: Crash_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi mwanzo`)
};

/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Crash_HomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const crash_home = /** @type {((inputs?: Crash_HomeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_HomeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_crash_home(inputs)
	return en_crash_home(inputs)
});