/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crash_TitleInputs */

const en_crash_title = /** @type {(inputs: Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const sw_crash_title = /** @type {(inputs: Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitilafu imetokea`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Crash_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const crash_title = /** @type {((inputs?: Crash_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_crash_title(inputs)
	return en_crash_title(inputs)
});