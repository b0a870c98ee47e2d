/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_UnknownInputs */

const en_status_unknown = /** @type {(inputs: Status_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status unknown: we could not reach our servers`)
};

const sw_status_unknown = /** @type {(inputs: Status_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali haijulikani: hatukuweza kufikia seva zetu`)
};

/**
* | output |
* | --- |
* | "Status unknown: we could not reach our servers" |
*
* @param {Status_UnknownInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_unknown = /** @type {((inputs?: Status_UnknownInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_UnknownInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_unknown(inputs)
	return en_status_unknown(inputs)
});