/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ago_MinutesInputs */

const en_ago_minutes = /** @type {(inputs: Ago_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 minute ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutes ago`);
	return /** @type {LocalizedString} */ ("ago_minutes");
};

const sw_ago_minutes = /** @type {(inputs: Ago_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`dakika 1 iliyopita`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`dakika ${i?.count} zilizopita`);
	return /** @type {LocalizedString} */ ("ago_minutes");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute ago" |
* | "other" | "{count} minutes ago" |
*
* @param {Ago_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_minutes = /** @type {((inputs: Ago_MinutesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ago_MinutesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ago_minutes(inputs)
	return en_ago_minutes(inputs)
});