/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Wait_MinutesInputs */

const en_wait_minutes = /** @type {(inputs: Wait_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("wait_minutes");
};

const sw_wait_minutes = /** @type {(inputs: Wait_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`dakika 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`dakika ${i?.count}`);
	return /** @type {LocalizedString} */ ("wait_minutes");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute" |
* | "other" | "{count} minutes" |
*
* @param {Wait_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const wait_minutes = /** @type {((inputs: Wait_MinutesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_MinutesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_wait_minutes(inputs)
	return en_wait_minutes(inputs)
});