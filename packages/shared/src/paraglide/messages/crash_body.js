/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crash_BodyInputs */

const en_crash_body = /** @type {(inputs: Crash_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error loading the application. This might be due to a temporary issue.`)
};

const sw_crash_body = /** @type {(inputs: Crash_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programu haikuweza kufunguka vizuri. Huenda ni tatizo la muda tu.`)
};

/**
* | output |
* | --- |
* | "There was an error loading the application. This might be due to a temporary issue." |
*
* @param {Crash_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const crash_body = /** @type {((inputs?: Crash_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_crash_body(inputs)
	return en_crash_body(inputs)
});