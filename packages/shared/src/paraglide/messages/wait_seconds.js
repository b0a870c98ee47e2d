/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Wait_SecondsInputs */

const en_wait_seconds = /** @type {(inputs: Wait_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 second`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} seconds`);
	return /** @type {LocalizedString} */ ("wait_seconds");
};

const sw_wait_seconds = /** @type {(inputs: Wait_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sekunde 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`sekunde ${i?.count}`);
	return /** @type {LocalizedString} */ ("wait_seconds");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 second" |
* | "other" | "{count} seconds" |
*
* @param {Wait_SecondsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const wait_seconds = /** @type {((inputs: Wait_SecondsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_SecondsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_wait_seconds(inputs)
	return en_wait_seconds(inputs)
});