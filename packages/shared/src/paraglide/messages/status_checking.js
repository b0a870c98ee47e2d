/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_CheckingInputs */

const en_status_checking = /** @type {(inputs: Status_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking systems…`)
};

const sw_status_checking = /** @type {(inputs: Status_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inakagua mifumo…`)
};

/**
* | output |
* | --- |
* | "Checking systems…" |
*
* @param {Status_CheckingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_checking = /** @type {((inputs?: Status_CheckingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_CheckingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_checking(inputs)
	return en_status_checking(inputs)
});